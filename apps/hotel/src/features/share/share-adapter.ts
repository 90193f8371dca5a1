import { browserWindow } from '@nivaas/state';

/** What a share sheet gets. */
export interface ShareData {
  readonly title: string;
  readonly text: string;
  readonly url: string;
}

/** The browser's ways to share, behind one seam so the button renders on a server and specs stub them. */
export interface ShareAdapter {
  /** The Web Share API when the browser has it (most phones), else null. Rejects with AbortError on cancel. */
  readonly webShare: ((data: ShareData) => Promise<void>) | null;
  /** Copies text; false when the clipboard is not available or refuses. */
  readonly copy: (text: string) => Promise<boolean>;
  /** An absolute URL of a site path, on the page's own origin. */
  readonly absoluteUrl: (path: string) => string;
}

/** The adapter over the page's browser; call it in a handler, never while rendering. */
export function browserShareAdapter(): ShareAdapter {
  const win = browserWindow();
  const nav = win?.navigator;
  const share = nav && typeof nav.share === 'function' ? nav.share.bind(nav) : null;
  return {
    webShare: share ? (data) => share({ title: data.title, text: data.text, url: data.url }) : null,
    copy: async (text) => {
      try {
        if (!nav?.clipboard?.writeText) return false;
        await nav.clipboard.writeText(text);
        return true;
      } catch {
        return false;
      }
    },
    absoluteUrl: (path) => (win ? new URL(path, win.location.origin).toString() : path),
  };
}
