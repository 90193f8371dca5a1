import { browserDocument } from '@nivaas/state';
import { preloadImage } from '../../../features/content';
import { getCampaignBanners, type CampaignBanner } from './get-campaign-banners';
import { getPopularCities } from './get-popular-cities';

/** An early answer older than this is not shown; the section asks again. */
export const EARLY_REQUEST_MAX_AGE_MS = 30_000;

export interface EarlyRequest<T> {
  /** Starts the request now, unless one is already waiting; either way, the waiting one. */
  readonly start: () => Promise<T>;
  /** The waiting request, handed over once while fresh; otherwise a new one. */
  readonly take: (signal?: AbortSignal) => Promise<T>;
}

export function earlyRequest<T>(
  request: (signal?: AbortSignal) => Promise<T>,
  now: () => number = Date.now,
): EarlyRequest<T> {
  let waiting: { promise: Promise<T>; startedAt: number } | null = null;
  return {
    start() {
      if (waiting && now() - waiting.startedAt <= EARLY_REQUEST_MAX_AGE_MS) return waiting.promise;
      const promise = request();
      // Nobody may take it (the visitor moved on): its failure must not go unhandled.
      promise.catch(() => undefined);
      waiting = { promise, startedAt: now() };
      return promise;
    },
    take(signal) {
      const early = waiting;
      waiting = null;
      return early && now() - early.startedAt <= EARLY_REQUEST_MAX_AGE_MS ? early.promise : request(signal);
    },
  };
}

/**
 * The requests behind home's largest paint (the first campaign banner) and its first section. Home's
 * loader starts them as soon as the route is matched, beside the screen's code, instead of after
 * that code has arrived, run and rendered.
 */
export const earlyCampaignBanners = earlyRequest(getCampaignBanners);
export const earlyPopularCities = earlyRequest(getPopularCities);

/** The sizes of a campaign banner's picture (campaign-banners.tsx): the preload must choose the same file. */
export const BANNER_IMAGE_SIZES = '(min-width: 1024px) 640px, 88vw';

/** Starts home's first requests; the first banner's picture is fetched as soon as its URL is known. */
export function startHomeRequests(doc: Document | null = browserDocument()): void {
  earlyCampaignBanners.start().then(
    (banners: readonly CampaignBanner[]) =>
      doc && banners[0] && preloadImage(doc, banners[0].image_url, BANNER_IMAGE_SIZES),
    () => undefined,
  );
  earlyPopularCities.start();
}
