type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * Joins the configured base URL and a contract path, substituting `:name` path parameters
 * (URL-encoded) and appending the defined query values. Arrays are comma-joined, the form the
 * contract uses for id lists (hotel_id=1,2,3).
 */
export function buildUrl(
  baseUrl: string,
  path: string,
  params?: Readonly<Record<string, unknown>> | null,
  query?: Readonly<Record<string, QueryValue>> | null,
): string {
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/+$/, '')}${filled}${qs ? `?${qs}` : ''}`;
}
