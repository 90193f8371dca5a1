import type { StoryObj } from '@storybook/react-vite';
import { defineScreen } from '@nivaas/routes';
import { CONTENT_API } from '../../testing/story-fixtures';
import { loadingState, neverAnswers, screenMeta, state } from '../../testing/screen-story';
import BrandScreen from './brand-screen';
import { loadBrand, type BrandData } from './load-brand';

// The screen as discovery's routes define it: the loader knows the brand, the screen reads its content.
const brandScreen = defineScreen<BrandData>({
  load: async () => ({ default: BrandScreen }),
  loader: (context) => loadBrand(context),
});

const meta = { title: 'Discovery/Brand', ...screenMeta(brandScreen, '/brands/medalio/') };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false, api: CONTENT_API });

export const Member: Story = state({ api: CONTENT_API });

/** The brand's content on its way. */
export const Loading: Story = loadingState({ api: { getContentsV2: neverAnswers } });

/** Itsy, the compact brand, with its own page from the content service. */
export const ItsyWithContentPage: Story = state({
  url: '/brands/itsy/',
  api: {
    getContentsV2: {
      data: {
        brand_itsy: { title: 'Itsy rooms', html: '<p>Small <b>and</b> bright rooms in the middle of the city.</p>' },
        why_nivaas: [{ title: 'Clean rooms', text: 'Hygiene Shield checks' }],
      },
    },
  },
});

/** A brand with no content: the chain's own texts, no "why us" points. */
export const NoContent: Story = state({ url: '/brands/trip/', api: { getContentsV2: { data: {} } } });

export const ErrorWithRetry: Story = state({ url: '/brands/trip/', api: CONTENT_API, failFirst: ['getContentsV2'] });

/** A product outside the brands map is Not Found before anything renders. */
export const UnknownBrand: Story = state({ url: '/brands/unknown-x/', api: CONTENT_API });

export const BritishEnglish: Story = state({ member: false, api: CONTENT_API, locale: 'en-GB' });

export const French: Story = state({ member: false, api: CONTENT_API, locale: 'fr-FR' });
