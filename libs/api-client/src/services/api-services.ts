/**
 * docs/rules.md section 7: backend service base URLs are configured for web, feedback, corporate, growth, graphql, images,
 * vortex and a trigger service. One deployment may serve them all (the reference API does); an operator may split
 * them, and which service a call goes to follows its path. One table, read by the API client (the shell server's
 * own calls) and the shell server's `/api/` proxy (every browser call), so the two can never disagree.
 */
export const API_SERVICES = [
  'web',
  'feedback',
  'corporate',
  'growth',
  'graphql',
  'images',
  'vortex',
  'trigger',
] as const;
export type ApiService = (typeof API_SERVICES)[number];

/**
 * Path prefixes of the services other than `web`, matched on whole segments (`/api/growth` matches
 * `/api/growth/cancellation/...`, never `/api/growthy/`). The paths are docs/rules.md section 7's where it shows them
 * (`/api/feedback/v2/feedbacks/`, `/api/athena/corporate-price/`, `/api/growth/cancellation/...`,
 * `/api/v1/psychological-triggers/`) and ours where it does not (`/api/graphql`, `/api/images/...`, `/api/vortex/...`).
 * `/api/v1/feedbacks/` is a versioned web path like every other `/api/vN/` one: only `/api/feedback` is the
 * feedback service's.
 */
export const SERVICE_PATH_PREFIXES: readonly (readonly [prefix: string, service: Exclude<ApiService, 'web'>])[] = [
  ['/api/feedback', 'feedback'],
  ['/api/athena', 'corporate'],
  ['/api/growth', 'growth'],
  ['/api/graphql', 'graphql'],
  ['/api/images', 'images'],
  ['/api/vortex', 'vortex'],
  ['/api/v1/psychological-triggers', 'trigger'],
];

/** The service a request path (with or without its query) belongs to; `web` for everything else. */
export function apiServiceOf(path: string): ApiService {
  for (const [prefix, service] of SERVICE_PATH_PREFIXES) {
    if (!path.startsWith(prefix)) continue;
    const next = path.charAt(prefix.length);
    if (next === '' || next === '/' || next === '?') return service;
  }
  return 'web';
}

/** Base URLs of the services that are not on the default (web) base; a service left out uses the default. */
export type ApiServiceBases = Readonly<Partial<Record<ApiService, string>>>;

/** The base URL a call to `path` goes to: its service's when one is configured, else `defaultBase`. */
export function serviceBaseUrl(defaultBase: string, bases: ApiServiceBases | undefined, path: string): string {
  return bases?.[apiServiceOf(path)] ?? defaultBase;
}
