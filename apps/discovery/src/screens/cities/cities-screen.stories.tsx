import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineScreen } from '@nivaas/routes';
import { citiesApi } from '../../testing/story-fixtures';
import { loadingState, neverAnswers, screenMeta, state } from '../../testing/screen-story';
import { loadCities, type CitiesFirstView } from './api/load-cities';
import CitiesScreen from './cities-screen';

// The screen as discovery's routes define it: in the browser its loader starts the reads the screen takes.
const citiesScreen = defineScreen<CitiesFirstView | null>({
  load: async () => ({ default: CitiesScreen }),
  loader: (context) => loadCities(context),
});

const meta = { title: 'Discovery/Cities', ...screenMeta(citiesScreen, '/cities/') };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false, api: citiesApi() });

export const Member: Story = state({ api: citiesApi() });

/** The cities on their way: the top row and the list as skeletons. */
export const Loading: Story = loadingState({ api: { getContentsV2: neverAnswers, getCities: neverAnswers } });

export const NoCitiesYet: Story = state({ api: { getContentsV2: { data: {} }, getCities: { data: [] } } });

export const ErrorWithRetry: Story = state({ api: citiesApi(), failFirst: ['getCities'] });

/** The top cities' content fails: no row, and the full list still shows. */
export const TopCitiesFailed: Story = state({ api: citiesApi(), failFirst: ['getContentsV2'] });

/** A city name of 60 characters, without a space for its longest words. */
export const LongCityName: Story = state({
  api: citiesApi('Thiruvananthapuramkanyakumarikottayampathanamthittapuram Nagar'),
});

export const BritishEnglish: Story = state({ member: false, api: citiesApi(), locale: 'en-GB' });

export const French: Story = state({ member: false, api: citiesApi(), locale: 'fr-FR' });

/** A guest narrows the cities by typing, then groups them by state. */
export const FilterAndGroupByState: Story = {
  ...state({ member: false, api: citiesApi() }),
  play: async (context) => {
    await meta.play?.(context);
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('link', { name: /hotels$/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a city' }), 'mah');
    await expect(await canvas.findByRole('link', { name: /^Pune/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'By state' }));
    await expect(await canvas.findByRole('heading', { name: 'Maharashtra' })).toBeVisible();
  },
};

/** A filter that matches nothing says so. */
export const FilterMatchesNothing: Story = {
  ...state({ member: false, api: citiesApi() }),
  play: async (context) => {
    await meta.play?.(context);
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('link', { name: /hotels$/ });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a city' }), 'atlantis');
    await expect(await canvas.findByRole('heading', { name: 'No city matches “atlantis”' })).toBeVisible();
  },
};
