import { useEffect, useState } from 'react';

export interface SafeHtmlProps {
  /** HTML from the content service: never from a visitor. Visitors' text is rendered as text. */
  readonly html: string;
  readonly className?: string;
}

type Sanitise = (html: string) => string;
let sanitiser: Promise<Sanitise> | null = null;

/** DOMPurify arrives only on a page that has content HTML to show. */
function loadSanitiser(): Promise<Sanitise> {
  sanitiser ??= import('dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html, {
          USE_PROFILES: { html: true },
          FORBID_TAGS: ['style', 'form', 'input'],
          FORBID_ATTR: ['style'],
        }),
  );
  return sanitiser;
}

/**
 * Content HTML, sanitised with DOMPurify before it reaches the DOM. Until the sanitiser has run
 * nothing is inserted; if it cannot load, the HTML is shown as plain text, never unsanitised.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<{ source: string; html: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    loadSanitiser().then(
      (sanitise) => live && setClean({ source: html, html: sanitise(html) }),
      () => live && setClean({ source: html, html: null }),
    );
    return () => {
      live = false;
    };
  }, [html]);
  const current = clean?.source === html ? clean : null;
  if (!current) return <div className={className} />;
  if (current.html === null) return <div className={className}>{html.replace(/<[^>]*>/g, ' ')}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: current.html }} />;
}
