import { useEffect, useState } from 'react';
import type { ApiClient } from '@nivaas/api-client';
import { readCustomerCare, readInterlinks, type FooterContent } from './footer-content';

const EMPTY: FooterContent = { customerCarePhone: null, whatsappSupportUrl: null, interlinks: [] };

/** After first paint, when the main thread is idle: the footer is below the fold on every phone. */
const whenIdle = (fn: () => void): (() => void) => {
  const w = globalThis as {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
    cancelIdleCallback?: (h: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(fn, { timeout: 3000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(fn, 1);
  return () => clearTimeout(handle);
};

/**
 * The footer's content (customer care number, WhatsApp support link, interlinks). A failure
 * keeps what the shell already shows (the configured number); the footer never breaks a page.
 */
export function useFooterContent(api: () => Promise<ApiClient>): FooterContent {
  const [content, setContent] = useState<FooterContent>(EMPTY);
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(
      () =>
        void api().then(
          (client) => {
            const care = client
              .getContentsV2({ query: { keys: 'gdc_customer_care_numbers' } }, { signal: controller.signal })
              .then((r) => readCustomerCare(r.data['gdc_customer_care_numbers']))
              .catch(() => ({ customerCarePhone: null, whatsappSupportUrl: null }));
            const links = client
              .getContentMeta({ query: { page: 'home' } }, { signal: controller.signal })
              .then((r) => readInterlinks(r.footer_interlinks))
              .catch(() => []);
            return Promise.all([care, links]).then(([c, interlinks]) => {
              if (!controller.signal.aborted) setContent({ ...c, interlinks });
            });
          },
          () => undefined,
        ),
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [api]);
  return content;
}
