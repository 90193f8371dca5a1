/// <reference lib="webworker" />
/**
 * The shell's service worker. Built by Workbox's InjectManifest into /sw.js; registered by the shell
 * after the page's load event (src/features/offline/register-service-worker.ts). What it does, by request:
 *
 * - the shell's entry (main.<hash>.js and its CSS): precached, so a second visit starts without the network;
 * - other hashed, immutable files (the shell's lazy chunks, every remote's chunks from its own origin, fonts,
 *   images): cache-first, kept as they are used, 30 days / 200 files;
 * - page navigations: always the network (with navigation preload, so the worker costs no start-up time). Without
 *   a network: the offline copy of a booking seen before at that URL, else the offline page;
 * - everything else (API calls, a remote's remoteEntry.js and mf-manifest.json, /remote-manifest.json, this
 *   file): not touched, so the HTTP rules apply as before: sessions are never cached and a redeployed remote is
 *   live on the next load.
 *
 * A new release waits until the visitor next navigates (a link, a reload, a new visit) with no other tab of the
 * site open, then takes over: a page in use is never switched under its feet.
 */
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import {
  enable as enableNavigationPreload,
  isSupported as navigationPreloadSupported,
} from 'workbox-navigation-preload';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  HASHED_ASSETS_CACHE,
  OFFLINE_BOOKINGS_CACHE,
  SKIP_WAITING_MESSAGE,
  WARM_CACHE_MESSAGE,
  offlinePageKey,
} from './cache-names';
import { isHashedAsset, warmableUrls } from './hashed-assets';
import { isOfflineBooking } from './offline-booking-check';
import { mayTakeOver } from './release-takeover';
import { offlineBookingHtml, offlineHeaders, offlineLang, offlinePageHtml, OFFLINE_STYLE } from './offline-documents';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

/** The shell's stylesheets in the precache: the offline pages link them for the design tokens. */
const stylesheets = manifest
  .map((entry) => (typeof entry === 'string' ? entry : entry.url))
  .filter((url) => /\.css$/.test(url))
  .map((url) => (url.startsWith('/') ? url : `/${url}`));

// ---- hashed, immutable files -------------------------------------------------------------------------------

const hashedAssets = new CacheFirst({
  cacheName: HASHED_ASSETS_CACHE,
  plugins: [
    {
      // A chunk a remote's webpack runtime loads with a plain <script> is a no-cors request, whose answer would be
      // opaque (unreadable, and counted as megabytes of quota). Our origins send CORS headers, so ask with CORS.
      requestWillFetch: async ({ request }) =>
        request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
      // An origin without CORS headers: fetch it as the page asked (not kept).
      handlerDidError: async ({ request }) => fetch(request),
    },
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ request, url }) => request.method === 'GET' && isHashedAsset(url, request.destination), hashedAssets);

// ---- pages ---------------------------------------------------------------------------------------------------

let styleHash: Promise<string> | null = null;
const hashOfStyle = () =>
  (styleHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(OFFLINE_STYLE))
    .then((digest) => btoa(String.fromCharCode(...new Uint8Array(digest)))));

async function savedBookings() {
  const cache = await caches.open(OFFLINE_BOOKINGS_CACHE);
  const responses = await Promise.all((await cache.keys()).map((key) => cache.match(key)));
  const bookings = await Promise.all(responses.map((response) => response?.json().catch(() => null)));
  return bookings.filter(isOfflineBooking).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** What a navigation gets when the network does not answer. */
async function offlineResponse(requestUrl: string): Promise<Response> {
  const url = new URL(requestUrl);
  const headers = offlineHeaders(await hashOfStyle());
  const parts = { stylesheets };
  const key = offlinePageKey(self.location.origin, url.pathname + url.search);
  const bookings = await savedBookings().catch(() => []);
  const booking = key ? bookings.find((b) => offlinePageKey(self.location.origin, b.pagePath) === key) : undefined;
  if (booking) return new Response(offlineBookingHtml(booking, parts), { status: 200, headers });
  const lang = offlineLang(self.navigator.languages ?? [self.navigator.language]);
  return new Response(offlinePageHtml(lang, bookings, url.pathname + url.search, parts), { status: 503, headers });
}

/** A waiting release takes over on a navigation when no other tab of the site is open (see the top). */
async function promoteWaitingWorker(resultingClientId: string): Promise<void> {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const windows = await self.clients.matchAll({ type: 'window' });
  if (mayTakeOver(windows, resultingClientId)) waiting.postMessage({ type: SKIP_WAITING_MESSAGE });
}

const pages = new NetworkOnly();
registerRoute(
  new NavigationRoute(async (options) => {
    // A navigation route is always handed a fetch event (Workbox types it as the wider ExtendableEvent).
    options.event.waitUntil(promoteWaitingWorker((options.event as FetchEvent).resultingClientId));
    try {
      return await pages.handle(options);
    } catch {
      return offlineResponse(options.request.url);
    }
  }),
);

// ---- life cycle ------------------------------------------------------------------------------------------------

self.addEventListener('activate', (event) => {
  if (navigationPreloadSupported()) event.waitUntil(self.registration.navigationPreload.enable());
});
if (navigationPreloadSupported()) enableNavigationPreload();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) {
    void self.skipWaiting();
  } else if (data?.type === WARM_CACHE_MESSAGE) {
    // The first visit ran before this worker: the page names the hashed files it loaded, so the next visit
    // finds them here. Only files the hashed-asset route would keep, at most 100.
    const urls = warmableUrls(data.urls, self.location.origin);
    event.waitUntil(
      caches.open(HASHED_ASSETS_CACHE).then((cache) =>
        Promise.all(
          urls.map(async (url) => {
            if (await cache.match(url)) return;
            const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
            if (response?.status === 200) await cache.put(url, response);
          }),
        ),
      ),
    );
  }
});
