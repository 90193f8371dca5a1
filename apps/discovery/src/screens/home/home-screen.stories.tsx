import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '@nivaas/api-client/testing';
import { defineScreen } from '@nivaas/routes';
import { LONG_HOTEL_NAME } from '@nivaas/routes/testing/stories';
import { homeApi } from '../../testing/story-fixtures';
import { loadingState, neverAnswers, screenMeta, state } from '../../testing/screen-story';
import { loadHome, type HomeFirstView } from './api/load-home';
import HomeScreen from './home-screen';

// The screen as discovery's routes define it: in the browser its loader starts the first reads the sections take.
const homeScreen = defineScreen<HomeFirstView | null>({
  load: async () => ({ default: HomeScreen }),
  loader: (context) => loadHome(context),
});

const meta = { title: 'Discovery/Home', ...screenMeta(homeScreen, '/') };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false, api: homeApi() });

export const Member: Story = state({ api: homeApi() });

/** The banners and popular cities on their way: their skeletons under the search widget. */
export const Loading: Story = loadingState({
  api: { ...homeApi(), getCampaignBanners: neverAnswers, getPopularCities: neverAnswers },
});

/** No banners and no popular cities in the catalogue: the widget and what follows. */
export const NothingToShow: Story = state({
  api: { ...homeApi(), getCampaignBanners: { data: [] }, getPopularCities: { data: [] } },
});

/** The banners fail: no banner and no error, the rest of home stands. */
export const BannersFailed: Story = state({ api: { ...homeApi(), getCampaignBanners: failWith(500, 'API Error') } });

export const ErrorWithRetry: Story = state({ api: homeApi(), failFirst: ['getPopularCities'] });

/**
 * Waits for the campaign dialog (its code and its answer arrive after home) and for `text` in it, so that axe, the
 * layout check and the picture see the dialog, not home before it opens. It opens in a portal on the page's body.
 */
const campaignDialog =
  (name: string, text: string): NonNullable<Story['play']> =>
  async (context) => {
    await meta.play?.(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name }, { timeout: 5000 });
    await within(dialog).findByText(text, {}, { timeout: 5000 });
  };

/** A campaign's detail opened from its link (/?campaign=2): the coupon's conditions and terms over home. */
export const CampaignDetail: Story = {
  ...state({ url: '/?campaign=2', api: homeApi() }),
  play: campaignDialog('Weekend in Bengaluru', 'WEEKEND15'),
};

export const CampaignNotAvailable: Story = {
  ...state({
    url: '/?campaign=2',
    api: { ...homeApi(), getCampaignBanner: failWith(404, 'Banner not found') },
  }),
  play: campaignDialog('Offer', 'This offer is not available'),
};

export const CampaignErrorWithRetry: Story = {
  ...state({
    url: '/?campaign=2',
    api: homeApi(),
    failFirst: ['getCampaignBanner'],
  }),
  play: campaignDialog('Offer', 'This offer could not be loaded'),
};

/** Scrolls to the end of home, so its deferred sections load, and waits for the last of them. */
const belowTheFold: Story['play'] = async (context) => {
  await meta.play?.(context);
  const page = within(context.canvasElement.ownerDocument.body);
  context.canvasElement.ownerDocument.defaultView?.scrollTo(0, context.canvasElement.scrollHeight);
  await page.findByRole('region', { name: 'Popular searches' }, { timeout: 5000 });
  await waitFor(() => expect(context.canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
};

/** The deferred sections: landing hotels, the New Year specials, popular areas, promotions and the SEO footer. */
export const BelowTheFold: Story = { ...state({ api: homeApi() }), play: belowTheFold };

/** The promotions' content fails: that section offers a retry, the rest stands. */
export const PromotionsErrorWithRetry: Story = {
  ...state({ api: homeApi(), failFirst: ['getContentsV2'] }),
  play: belowTheFold,
};

/** A hotel name of 60 characters in the landing hotels' rail and the specials. */
export const LongHotelName: Story = { ...state({ api: homeApi(LONG_HOTEL_NAME) }), play: belowTheFold };

export const FrenchBelowTheFold: Story = {
  ...state({ member: false, api: homeApi(), locale: 'fr-FR' }),
  play: belowTheFold,
};

export const BritishEnglish: Story = state({ member: false, api: homeApi(), locale: 'en-GB' });

export const French: Story = state({ member: false, api: homeApi(), locale: 'fr-FR' });

export const Hindi: Story = state({ member: false, api: homeApi(), locale: 'hi-IN' });

/** A guest picks a city and two nights in the search widget and searches: the listing of that city and stay. */
export const SearchACity: Story = {
  ...state({ member: false, api: homeApi() }),
  play: async (context) => {
    await meta.play?.(context);
    // The sheets open in a portal on the page's body, outside the story's root.
    const canvas = within(context.canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('combobox', { name: /city, locality/i }), 'Beng');
    await userEvent.click(await canvas.findByRole('option', { name: /Bengaluru, Karnataka/ }));
    await userEvent.click(canvas.getByRole('button', { name: /dates/i }));
    const calendar = await canvas.findByRole('group', { name: /check-in and check-out/i });
    await userEvent.click(within(calendar).getByRole('button', { name: /^Friday, 27 November 2026$/ }));
    await userEvent.click(within(calendar).getByRole('button', { name: /^Sunday, 29 November 2026$/ }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /dates/i })).toHaveTextContent('2 nights'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('status', { name: 'location' })).toHaveTextContent(
      '/hotels-in-bengaluru/?q=Bengaluru&city=Bengaluru&state=Karnataka&checkin=27-11-2026&checkout=29-11-2026&roomconfig=1-0',
    );
  },
};
