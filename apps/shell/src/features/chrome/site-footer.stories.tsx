import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CUSTOMER_CARE_PHONE } from '../../app/customer-care';
import { shellMeta, state } from '../../testing/screen-story';
import { SiteFooter } from './site-footer';
import { footerApi, withPageInterlinks } from './testing';

// The footer on every page: the page's interlinks (from its SEO head), the customer care number and WhatsApp.
export default {
  title: 'Shell/SiteFooter',
  component: SiteFooter,
  render: () => <SiteFooter customerCarePhone={CUSTOMER_CARE_PHONE} />,
  ...shellMeta('/hotels-in-goa/'),
};
type Story = StoryObj<typeof SiteFooter>;

/** Content's number and the WhatsApp link arrive once the page is idle. */
const contentArrived: Story['play'] = async ({ canvasElement }) => {
  await expect(
    await within(canvasElement).findByRole('link', { name: 'Chat with us on WhatsApp' }),
  ).toBeInTheDocument();
};

export const Loaded: Story = { ...state({ api: () => footerApi() }), play: contentArrived };

export const WithInterlinks: Story = {
  ...state({ api: () => footerApi() }),
  decorators: [withPageInterlinks()],
  play: contentArrived,
};

/** The content call fails: the configured number stays, no WhatsApp link, nothing breaks. */
export const ContentFailing: Story = {
  ...state({ api: () => footerApi(), failFirst: ['getContentsV2'] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Customer care: \+91 1800 102 4455/ }),
    ).toBeInTheDocument();
  },
};

export const British: Story = { ...state({ api: () => footerApi(), locale: 'en-GB' }), play: contentArrived };

export const French: Story = {
  ...state({ api: () => footerApi(), locale: 'fr-FR' }),
  decorators: [withPageInterlinks()],
};
