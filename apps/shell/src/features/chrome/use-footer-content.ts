import { useMemo } from 'react';
import type { ApiClient } from '@nivaas/api-client';
import { useResource } from '@nivaas/state';
import { usePageInterlinks } from '../seo';
import { readCustomerCare, readInterlinks, type FooterContent } from './footer-content';

const NO_CARE = { customerCarePhone: null, whatsappSupportUrl: null } as const;

async function loadCustomerCare(api: () => Promise<ApiClient>, signal: AbortSignal) {
  const client = await api();
  return client
    .getContentsV2({ query: { keys: 'gdc_customer_care_numbers' } }, { signal })
    .then((r) => readCustomerCare(r.data['gdc_customer_care_numbers']))
    .catch(() => NO_CARE);
}

/**
 * The footer's content: the customer care number and WhatsApp support link, asked for when the main
 * thread is idle after the first paint (the footer is below the fold on every phone), and at the latest
 * after docs/rules.md section 9's deferred-task timeout; a failure keeps what the shell already shows (the
 * configured number), so the footer never breaks a page. The interlinks are the page's own SEO content
 * (usePageInterlinks), which comes with its head: the footer never asks the content service for them, which
 * would bring the home page's on every page, after the server had sent this page's head.
 */
export function useFooterContent(api: () => Promise<ApiClient>): FooterContent {
  const care = useResource('footer', (signal) => loadCustomerCare(api, signal), { timing: 'idle' });
  const sent = usePageInterlinks();
  const interlinks = useMemo(() => readInterlinks(sent), [sent]);
  return { ...(care.data ?? NO_CARE), interlinks };
}
