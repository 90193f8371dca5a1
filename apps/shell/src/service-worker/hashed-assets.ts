/**
 * Which requests the worker keeps: files whose name carries their content hash (a new build gets new names, so a
 * kept copy can never be stale). The same rule as the servers' `immutable` Cache-Control (server/cache-policy.ts,
 * tools/servers/static-cdn.ts). Entries that keep their names across deploys (remoteEntry.js, mf-manifest.json,
 * index.html, /sw.js) never match, so a redeployed remote is always fetched fresh.
 */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg)$/;
const KEPT_DESTINATIONS = new Set(['script', 'style', 'font', 'image', '']);

export function isHashedAsset(url: URL, destination: string): boolean {
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    HASHED.test(url.pathname) &&
    !url.search &&
    KEPT_DESTINATIONS.has(destination)
  );
}

/** The URLs of a warm-cache message that the worker may fetch: hashed files, http(s), at most 100. */
export function warmableUrls(value: unknown, origin: string): string[] {
  if (!Array.isArray(value)) return [];
  const urls: string[] = [];
  for (const item of value.slice(0, 100)) {
    if (typeof item !== 'string') continue;
    try {
      const url = new URL(item, origin);
      if (isHashedAsset(url, '')) urls.push(url.href);
    } catch {
      // not a URL: skipped
    }
  }
  return urls;
}
