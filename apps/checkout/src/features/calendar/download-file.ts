import { browserDocument, browserWindow } from '@nivaas/state';

/**
 * Saves text as a file, in a click handler: a Blob behind a temporary download link. False where the browser
 * has no page or no object URLs (a server, an old webview).
 */
export function downloadFile(name: string, type: string, text: string): boolean {
  const win = browserWindow();
  const doc = browserDocument();
  if (!win || !doc || typeof win.URL?.createObjectURL !== 'function') return false;
  const url = win.URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can start.
  win.setTimeout(() => win.URL.revokeObjectURL(url), 1000);
  return true;
}
