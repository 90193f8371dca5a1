import { browserWindow } from '@nivaas/state';

/** Copies text to the clipboard, in a handler; false when there is no clipboard or it refuses. */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = browserWindow()?.navigator.clipboard;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
