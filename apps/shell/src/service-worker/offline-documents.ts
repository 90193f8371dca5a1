import escapeHtml from 'escape-html';
import type { OfflineBooking } from '@nivaas/state';

/**
 * The two pages the service worker draws itself when the network is gone: a booking seen before, and "you are
 * offline" for any other page. Plain HTML, no script: they must open on a phone at a hotel desk whatever release
 * of the remotes is deployed. Every text is escaped; the page's own policy allows only its stylesheets.
 */

type Lang = 'en' | 'fr';

/** The offline page's own texts (the booking page brings its labels from the screen that saved it). */
const TEXTS: Record<Lang, Record<'title' | 'body' | 'retry' | 'saved' | 'home', string>> = {
  en: {
    title: 'You are offline',
    body: 'This page needs a connection. Check your signal, then try again.',
    retry: 'Try again',
    saved: 'Bookings saved on this phone',
    home: 'Nivaas Hotels',
  },
  fr: {
    title: 'Vous êtes hors ligne',
    body: 'Cette page a besoin d’une connexion. Vérifiez votre réseau, puis réessayez.',
    retry: 'Réessayer',
    saved: 'Réservations enregistrées sur ce téléphone',
    home: 'Nivaas Hotels',
  },
};

/** The visitor's first language we have texts for, as the site picks its locale. */
export function offlineLang(preferred: readonly string[]): { readonly lang: string; readonly texts: Lang } {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fr') return { lang: 'fr-FR', texts: 'fr' };
    if (base === 'en') return { lang: tag.toLowerCase() === 'en-gb' ? 'en-GB' : 'en-IN', texts: 'en' };
  }
  return { lang: 'en-IN', texts: 'en' };
}

/** The rules of both pages, on top of the shell's stylesheet (design tokens) when it is cached. */
export const OFFLINE_STYLE = [
  'body{margin:0;font-family:var(--nv-font-family,system-ui,sans-serif);color:var(--nv-color-text,#1f2937);background:var(--nv-color-surface,#fff);line-height:1.5}',
  'main{max-width:40rem;margin:0 auto;padding:1rem}',
  '.note{margin:0 0 1rem;padding:.75rem 1rem;border-radius:8px;background:var(--nv-color-surface-subtle,#f3f4f6);border:1px solid var(--nv-color-border,#d1d5db)}',
  'h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}',
  'dl{margin:0;display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.5rem 1rem}dt{color:var(--nv-color-text-muted,#4b5563)}dd{margin:0}',
  'a{color:var(--nv-color-primary,#c2410c)}.action{display:inline-flex;align-items:center;min-height:44px;padding:0 1rem;margin-top:.5rem;border-radius:8px;border:1px solid currentColor;text-decoration:none;font-weight:600}',
  'ul{padding-left:1.25rem}li{margin:.5rem 0}.muted{color:var(--nv-color-text-muted,#4b5563);font-size:.875rem}',
].join('');

export interface DocumentParts {
  /** Stylesheets of the shell the worker has cached (its tokens), linked before OFFLINE_STYLE. */
  readonly stylesheets: readonly string[];
}

function documentHtml(lang: string, title: string, body: string, parts: DocumentParts): string {
  const links = parts.stylesheets
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('');
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${links}<style>${OFFLINE_STYLE}</style>` +
    `</head><body><main>${body}</main></body></html>`
  );
}

/** Dialable form of a phone for `tel:` (digits and a leading +), or null when nothing is left. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
}

/** When the copy was made, in the page's language (a tag the runtime does not know falls back to en-IN). */
function formatSavedAt(date: Date, lang: string): string {
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return date.toLocaleString(lang, options);
  } catch {
    return date.toLocaleString('en-IN', options);
  }
}

/** A booking seen before, drawn from what its screen saved, with a note that it is the offline copy. */
export function offlineBookingHtml(booking: OfflineBooking, parts: DocumentParts): string {
  const { labels, hotel } = booking;
  const savedAt = new Date(booking.savedAt);
  const when = Number.isNaN(savedAt.getTime()) ? '' : formatSavedAt(savedAt, booking.lang);
  const tel = hotel.phone ? telHref(hotel.phone) : null;
  const details = booking.details
    .map(({ label, value }) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const body =
    `<p class="note" role="status">${escapeHtml(labels.offlineNote)}` +
    (when ? ` <span class="muted">${escapeHtml(labels.savedAt)} ${escapeHtml(when)}</span>` : '') +
    '</p>' +
    `<h1>${escapeHtml(booking.title)}</h1><p>${escapeHtml(booking.status)}</p>` +
    `<h2>${escapeHtml(labels.hotel)}</h2><p><strong>${escapeHtml(hotel.name)}</strong><br>${escapeHtml(hotel.address)}</p>` +
    (hotel.phone
      ? tel
        ? `<p><a class="action" href="${escapeHtml(tel)}">${escapeHtml(labels.call)} ${escapeHtml(hotel.phone)}</a></p>`
        : `<p>${escapeHtml(hotel.phone)}</p>`
      : '') +
    (details ? `<dl>${details}</dl>` : '');
  return documentHtml(booking.lang, booking.title, body, parts);
}

/** Any other page without a network: says so, offers to try again, and lists the bookings that do open. */
export function offlinePageHtml(
  lang: { readonly lang: string; readonly texts: Lang },
  bookings: readonly Pick<OfflineBooking, 'pagePath' | 'title' | 'hotel' | 'details'>[],
  retryPath: string,
  parts: DocumentParts,
): string {
  const t = TEXTS[lang.texts];
  const retry = retryPath.startsWith('/') && !retryPath.startsWith('//') ? retryPath : '/';
  const list = bookings.length
    ? `<h2>${escapeHtml(t.saved)}</h2><ul>${bookings
        .map(
          (b) =>
            `<li><a href="${escapeHtml(b.pagePath)}">${escapeHtml(b.hotel.name)}</a> <span class="muted">${escapeHtml(
              b.details[0] ? `${b.details[0].value}` : b.title,
            )}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const body =
    `<p class="muted">${escapeHtml(t.home)}</p><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>` +
    `<p><a class="action" href="${escapeHtml(retry)}">${escapeHtml(t.retry)}</a></p>${list}`;
  return documentHtml(lang.lang, t.title, body, parts);
}

/**
 * The headers of a drawn page: its own strict policy (no script at all; styles from this origin and the one
 * inline block by its hash), never stored by the HTTP cache, never framed.
 */
export function offlineHeaders(styleHash: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'self' 'sha256-${styleHash}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  };
}
