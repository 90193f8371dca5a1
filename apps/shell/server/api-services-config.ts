// eslint-disable-next-line @nx/enforce-module-boundaries -- the rule forbids a static import of a lib the browser bundle loads on demand; this is the Node server, never bundled.
import { API_SERVICES, type ApiService } from '@nivaas/api-client';

/** The variable that moves one service (docs/rules.md section 7): API_URL is the web service, the default of every other. */
export const apiServiceVariable = (service: ApiService): string =>
  service === 'web' ? 'API_URL' : `API_${service.toUpperCase()}_URL`;

/**
 * Each backend service's base URL (API_URL, API_FEEDBACK_URL, API_CORPORATE_URL, API_GROWTH_URL, API_GRAPHQL_URL,
 * API_IMAGES_URL, API_VORTEX_URL, API_TRIGGER_URL), each defaulting to API_URL, so one API serves all until an
 * operator splits them. An origin only (scheme, host, port): the proxy keeps the request's own path (`/api/growth/...`
 * goes to `<growth origin>/api/growth/...`), so a base with a path would be silently dropped; it is refused instead.
 */
export function readApiServiceUrls(env: NodeJS.ProcessEnv, webUrl: string): Readonly<Record<ApiService, string>> {
  const origin = (service: ApiService, fallback: string): string => {
    const name = apiServiceVariable(service);
    const value = env[name]?.trim();
    if (!value) return fallback;
    const url = new URL(value); // throws on a malformed value, at start-up rather than per request
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
      throw new Error(`${name} must be an origin such as https://growth.example.in (no path): ${value}`);
    return url.origin;
  };
  const web = origin('web', new URL(webUrl).origin);
  return Object.fromEntries(API_SERVICES.map((service) => [service, origin(service, web)])) as Record<
    ApiService,
    string
  >;
}
