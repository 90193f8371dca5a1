import { lazy, Suspense, useState } from 'react';
import { usePlatform } from '@nivaas/state';
import { browserShareAdapter, type ShareAdapter } from './share-adapter';
import { useShareT } from './share-messages';
import styles from './share.module.css';

// Only when the clipboard refuses: the field to copy by hand is fetched then.
const ManualCopyField = lazy(() => import('./manual-copy-field'));

export interface ShareButtonProps {
  readonly hotelName: string;
  /** Where it is, e.g. "Koramangala, Bengaluru": the shared text after the name. */
  readonly place: string;
  /** The site path to share (the hotel's own URL with the stay). */
  readonly path: string;
  /** The hotel's first photo, for the short link's preview. */
  readonly image: string | null;
  /** The short-link call: a short link (a site path) for a site path, with a social title and image. */
  readonly shortLink: (input: { link: string; title: string; image: string | null }) => Promise<string>;
  /** The browser's share and clipboard; specs pass a stub. */
  readonly adapter?: () => ShareAdapter;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Share: the phone's share sheet (Web Share API) when there is one; otherwise a short link (the short-link
 * call; the full link if that fails) copied to the clipboard with a toast, or shown in a field to copy by hand
 * when the clipboard refuses.
 */
export function ShareButton({
  hotelName,
  place,
  path,
  image,
  shortLink,
  adapter = browserShareAdapter,
}: ShareButtonProps) {
  const t = useShareT();
  const platform = usePlatform();
  const [busy, setBusy] = useState(false);
  const [manual, setManual] = useState<string | null>(null);

  const share = async () => {
    const browser = adapter();
    const url = browser.absoluteUrl(path);
    const title = hotelName;
    if (browser.webShare) {
      try {
        await browser.webShare({ title, text: t('share.text', { hotel: hotelName, place }), url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure falls back to copying.
        if (isAbort(error)) return;
      }
    }
    setBusy(true);
    // The short link may point only to a path of this site (the API refuses anything else); what is
    // copied is its absolute URL.
    const link = await shortLink({ link: path, title, image: image ? browser.absoluteUrl(image) : null })
      .then((short) => browser.absoluteUrl(short))
      .catch(() => url);
    setBusy(false);
    if (await browser.copy(link)) {
      setManual(null);
      platform.bus.emit({ type: 'toast/show', kind: 'success', message: t('copied') });
    } else {
      setManual(link);
    }
  };

  return (
    <div className={styles.share}>
      <button
        type="button"
        className={styles.button}
        onClick={() => void share()}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={t('share.label', { hotel: hotelName })}
      >
        <span aria-hidden="true" className={styles.icon}>
          ⤴
        </span>
        {busy ? t('working') : t('share')}
      </button>
      {manual && (
        <Suspense fallback={null}>
          <ManualCopyField label={t('copy.label', { hotel: hotelName })} hint={t('copy.hint')} link={manual} />
        </Suspense>
      )}
    </div>
  );
}
