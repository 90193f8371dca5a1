/**
 * The page's document for the design system's overlays, or null on a server: call it in effects and
 * handlers only. (libs/ui imports no lib of ours, so it keeps this two-line adapter rather than
 * @nivaas/state's.)
 */
export function pageDocument(): Document | null {
  return (globalThis as { document?: Document }).document ?? null;
}
