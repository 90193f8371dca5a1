import type { StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { defineScreen, type RemoteModule } from '@nivaas/routes';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { settled, shellMeta, state } from '../testing/screen-story';
import { RemoteArea } from './remote-area';

function Throws(): never {
  throw new Error('screen bug');
}

/** The hotel remote as remote-area.spec.tsx fakes it: its hotel page, or a page that throws. */
const hotelRemote = (page: () => ReactElement): RemoteModule<'hotel'> => ({
  remote: 'hotel',
  release: 'hotel@1',
  routes: { 'hotel-details': defineScreen({ load: async () => ({ default: page }) }) },
});
const HotelPage = () => <h1 style={{ margin: 16 }}>Sea View Inn</h1>;

type Answer = () => Promise<RemoteModule<'hotel'>>;

/** A loader whose loads answer in turn (the last one again after that); `reset` forgets a failed remote. */
const loaderOf = (answers: readonly Answer[]): RemoteLoader => {
  let call = 0;
  const load = () => (answers[Math.min(call++, answers.length - 1)] ?? never)();
  return { load, loadOnce: load, preload: () => undefined, reset: () => undefined } as unknown as RemoteLoader;
};
const down = () => Promise.reject(new Error('down'));
const never = () => new Promise<never>(() => undefined);

interface Args {
  readonly answers: readonly Answer[];
}

/** The hotel page's area, with a loader made fresh for each story (its answers in turn). */
function HotelArea({ answers }: Args) {
  const [loader] = useState(() => loaderOf(answers));
  return (
    <RemoteLoaderProvider loader={loader}>
      <RemoteArea
        remote="hotel"
        screen="hotel-details"
        pathname="/hotels-in-goa/sea-view-inn-12/"
        params={{}}
        search=""
      />
    </RemoteLoaderProvider>
  );
}

// One remote's area of the page: a remote down, slow or throwing is contained here, with Retry.
export default {
  title: 'Shell/RemoteArea',
  args: { answers: [() => Promise.resolve(hotelRemote(HotelPage))] },
  render: ({ answers }: Args) => <HotelArea answers={answers} />,
  ...shellMeta('/hotels-in-goa/sea-view-inn-12/'),
};
type Story = StoryObj<Args>;

export const Loaded: Story = state({});

/** The remote's code on its way: the page's shape, so nothing jumps when it arrives. */
export const Loading: Story = {
  ...state({}),
  args: { answers: [never] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The remote is down: the area says so, with Retry; the header and footer keep working. */
export const Unavailable: Story = { ...state({}), args: { answers: [down] } };

export const UnavailableThenRetry: Story = {
  ...state({}),
  args: { answers: [down, () => Promise.resolve(hotelRemote(HotelPage))] },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement);
    await userEvent.click(await area.findByRole('button', { name: 'Retry' }));
    await expect(await area.findByRole('heading', { level: 1, name: 'Sea View Inn' })).toBeInTheDocument();
  },
};

/** The remote's screen throws: an error with Retry, not a blank page. */
export const ScreenFails: Story = {
  ...state({}),
  args: { answers: [() => Promise.resolve(hotelRemote(Throws))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await settled(canvasElement);
  },
};

export const UnavailableInFrench: Story = { ...state({ locale: 'fr-FR' }), args: { answers: [down] } };

export const UnavailableInBritish: Story = { ...state({ locale: 'en-GB' }), args: { answers: [down] } };
