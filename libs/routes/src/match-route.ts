import { brandPageProduct } from '@nivaas/domain/search';
import { resolveListing, type ListingCatalogue } from './resolve-listing';
import { NOT_FOUND_SCREEN, ROUTES, type AnyRoute, type CacheLifetime, type Owner, type ScreenId } from './route-table';

export interface RouteMatch {
  readonly route: AnyRoute | null;
  readonly screen: ScreenId;
  readonly owner: Owner;
  readonly cache: CacheLifetime;
  readonly params: Readonly<Record<string, string>>;
}

/** A parameter is a lowercase slug (letters, digits, hyphens) or, for search, any encoded segment. */
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const ENCODED_SEGMENT = '[^/]+';
/** Opaque ids and hashes issued by the API (booking ids, cancellation hashes, reset tokens). */
const TOKEN = '[A-Za-z0-9_-]+';
const TOKEN_PARAMS = new Set(['bookingId', 'feedbackId', 'cancellationHash', 'resetToken', 'hash']);

interface CompiledRoute {
  readonly route: AnyRoute;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

function compile(route: AnyRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.pattern.replace(/\{(\w+)\}|[^{]+/g, (part, name: string | undefined) => {
    if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
    names.push(name);
    // Ids are the last hyphen-separated part of a hotel slug: digits only, so the slug can hold hyphens.
    if (name === 'hotelId') return '([0-9]+)';
    if (name === 'encodedUri') return `(${ENCODED_SEGMENT})`;
    if (TOKEN_PARAMS.has(name)) return `(${TOKEN})`;
    // Lazy so `{locality}-{city}` splits at the first hyphen unless a resolver says otherwise.
    return `(${SLUG}?)`;
  });
  return { route, regex: new RegExp(`^${source}$`), names };
}

const COMPILED: readonly CompiledRoute[] = ROUTES.map(compile);

export const NOT_FOUND_MATCH: RouteMatch = {
  route: null,
  screen: NOT_FOUND_SCREEN,
  owner: 'shell',
  cache: 'none',
  params: {},
};

/**
 * Matches a pathname against the route table. Routes match exactly and end with a slash;
 * anything else is Not Found. Never throws, whatever the input.
 *
 * Listing routes are told apart by shape first. Given the catalogue, a listing path is resolved
 * against it (`/hotels-in-new-delhi/` is the city New Delhi) and its params are the resolved
 * slugs plus `kind`; a listing the catalogue does not know is Not Found. A brand page names one of the chain's brands
 * (`brandPageProduct`), else it is Not Found.
 */
export function matchRoute(pathname: string, catalogue?: ListingCatalogue): RouteMatch {
  if (typeof pathname !== 'string' || pathname.length > 2048) return NOT_FOUND_MATCH;
  for (const { route, regex, names } of COMPILED) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = found[i + 1] ?? '';
    });
    // The brand pages are a fixed list (docs/rules.md 2 and 9): any other product is Not Found wherever the URL is matched,
    // so the server answers 404 before its head and the browser never loads a screen to say so.
    if (route.screen === 'brand' && !brandPageProduct(params['product'])) return NOT_FOUND_MATCH;
    if (route.screen === 'listing' && catalogue) {
      const query = resolveListing(pathname, catalogue);
      if (!query) return NOT_FOUND_MATCH;
      const resolved: Record<string, string> = {};
      for (const [key, value] of Object.entries(query)) resolved[key] = String(value);
      return { route, screen: route.screen, owner: route.owner, cache: route.cache, params: resolved };
    }
    return { route, screen: route.screen, owner: route.owner, cache: route.cache, params };
  }
  return NOT_FOUND_MATCH;
}

/**
 * Whether the shell server draws the route's screen in its HTML: every route whose HTML is cached for an
 * hour, and the content pages. Not the others: their pages are personal (bookings, profile) or have nothing to show
 * before the browser runs (search, near me).
 */
export function isServerRendered(match: RouteMatch): boolean {
  return match.cache === '1h' || (match.route !== null && 'content' in match.route && match.route.content === true);
}

/** The Cache-Control header value for a route's HTML. */
export function cacheControlFor(match: RouteMatch): string {
  return match.cache === '1h' ? 'public, max-age=3600' : 'no-store';
}
