/** The part of a window client the takeover rule reads. */
export interface WindowClientLike {
  readonly id: string;
  /** A frame inside a page ('nested') is not a tab; a browser without the field counts every window. */
  readonly frameType?: string;
}

/**
 * Whether a waiting release may take over on this navigation: only when no other tab of the site is open, so a
 * page in use is never switched under its feet (sw.ts).
 *
 * The windows are counted while the navigation is under way. The tab that navigates still shows its old page (one
 * window), and once the response has started the new page may already be a window too: it is the same tab, so it
 * is left out by the navigation's `resultingClientId`. Counting it made the takeover depend on which came first,
 * the window count or the new page (a flaky pwa.e2e run). A same-origin frame inside the page is a window client
 * too but not a tab: counting it would keep the release waiting for as long as the page holds the frame.
 */
export function mayTakeOver(windows: readonly WindowClientLike[], resultingClientId: string): boolean {
  return windows.filter((client) => client.id !== resultingClientId && client.frameType !== 'nested').length <= 1;
}
