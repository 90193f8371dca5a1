import type { ApiClient } from '@nivaas/api-client';
import { useResource } from '@nivaas/state';
import { readCustomerCare, readInterlinks, type FooterContent } from './footer-content';

const EMPTY: FooterContent = { customerCarePhone: null, whatsappSupportUrl: null, interlinks: [] };

async function loadFooterContent(api: () => Promise<ApiClient>, signal: AbortSignal): Promise<FooterContent> {
  const client = await api();
  const care = client
    .getContentsV2({ query: { keys: 'gdc_customer_care_numbers' } }, { signal })
    .then((r) => readCustomerCare(r.data['gdc_customer_care_numbers']))
    .catch(() => ({ customerCarePhone: null, whatsappSupportUrl: null }));
  const interlinks = client
    .getContentMeta({ query: { page: 'home' } }, { signal })
    .then((r) => readInterlinks(r.footer_interlinks))
    .catch(() => []);
  const [c, links] = await Promise.all([care, interlinks]);
  return { ...c, interlinks: links };
}

/**
 * The footer's content (customer care number, WhatsApp support link, interlinks), asked for when the main
 * thread is idle after the first paint (the footer is below the fold on every phone), and at the latest
 * after SPEC.md section 9's deferred-task timeout. A failure keeps what the shell already shows (the
 * configured number): the footer never breaks a page.
 */
export function useFooterContent(api: () => Promise<ApiClient>): FooterContent {
  const content = useResource('footer', (signal) => loadFooterContent(api, signal), { timing: 'idle' });
  return content.data ?? EMPTY;
}
