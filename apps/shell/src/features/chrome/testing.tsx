import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { createFakeApiClient, type FakeApiClient, type FakeHandlers } from '@nivaas/api-client/testing';

/** The footer's content call as site-footer.spec.tsx answers it: the customer care number and WhatsApp support. */
export const footerApi = (overrides: FakeHandlers = {}): FakeApiClient =>
  createFakeApiClient({
    getContentsV2: {
      data: {
        gdc_customer_care_numbers: { default: '+91 80 4719 8000', whatsappSupportUrl: 'https://wa.me/918047198001' },
      },
    },
    ...overrides,
  } as FakeHandlers);

/** A listing's interlinks as the server writes them into the page's head (seo-head-html.ts). */
export const GOA_INTERLINKS = [
  {
    title: 'Popular cities',
    links: [
      { label: 'Hotels in Goa', href: '/hotels-in-goa/' },
      { label: 'Hotels in Pune', href: '/hotels-in-pune/' },
      { label: 'Hotels in Bengaluru', href: '/hotels-in-bengaluru/' },
    ],
  },
  {
    title: 'Localities in Goa',
    links: [
      { label: 'Hotels in Calangute', href: '/hotels-in-calangute-goa/' },
      { label: 'Hotels in Candolim', href: '/hotels-in-candolim-goa/' },
    ],
  },
];

// The id the shell's server gives the block (features/seo/seo-attributes.ts SEO_INTERLINKS_ID).
const INTERLINKS_ID = 'nivaas-seo-interlinks';

function PageInterlinks({ interlinks, story }: { interlinks: unknown; story: () => ReturnType<Decorator> }) {
  // Before the first render, as the server sent it; taken away with the story, so the next starts without.
  useState(() => {
    const block = document.getElementById(INTERLINKS_ID) ?? document.head.appendChild(document.createElement('script'));
    Object.assign(block, { id: INTERLINKS_ID, type: 'application/json', textContent: JSON.stringify(interlinks) });
    return block;
  });
  useEffect(() => () => document.getElementById(INTERLINKS_ID)?.remove(), []);
  return story();
}

/** For stories: the page's head carries these footer interlinks, as the server writes them for a listing. */
export const withPageInterlinks =
  (interlinks: unknown = GOA_INTERLINKS): Decorator =>
  (Story) => <PageInterlinks interlinks={interlinks} story={() => <Story />} />;
