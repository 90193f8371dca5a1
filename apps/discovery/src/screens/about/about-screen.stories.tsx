import type { StoryObj } from '@storybook/react-vite';
import { defineScreen } from '@nivaas/routes';
import { CONTENT_API } from '../../testing/story-fixtures';
import { loadingState, neverAnswers, screenMeta, state } from '../../testing/screen-story';
import { loadAbout, type AboutFirstView } from './api/load-about';
import AboutScreen from './about-screen';

// The screen as discovery's routes define it: in the browser its loader starts the content read the screen takes.
const aboutScreen = defineScreen<AboutFirstView | null>({
  load: async () => ({ default: AboutScreen }),
  loader: (context) => loadAbout(context),
});

const meta = { title: 'Discovery/About', ...screenMeta(aboutScreen, '/aboutus/') };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false, api: CONTENT_API });

export const Member: Story = state({ api: CONTENT_API });

/** The content on its way: the chain's own story, and skeletons where the content goes. */
export const Loading: Story = loadingState({ api: { getContentsV2: neverAnswers } });

/** The content has no "why us" points and no contacts: the chain's own story stands alone. */
export const NoContent: Story = state({ member: false, api: { getContentsV2: { data: {} } } });

export const ErrorWithRetry: Story = state({ member: false, api: CONTENT_API, failFirst: ['getContentsV2'] });

export const BritishEnglish: Story = state({ member: false, api: CONTENT_API, locale: 'en-GB' });

export const French: Story = state({ member: false, api: CONTENT_API, locale: 'fr-FR' });
