/** Long-lived caching for files whose name carries their content hash: a new build gets new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across deploys: the browser must revalidate, so a redeploy shows up. */
export const REVALIDATE = 'no-cache';

/** The path may be the pre-compressed copy (.br, .gz) of the file asked for. */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg)(?:\.br|\.gz)?$/;

export function assetCacheControl(path: string): string {
  return HASHED.test(path) ? IMMUTABLE : REVALIDATE;
}
