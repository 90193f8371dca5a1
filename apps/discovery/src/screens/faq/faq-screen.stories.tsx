import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defineScreen } from '@nivaas/routes';
import { faqApi } from '../../testing/story-fixtures';
import { loadingState, neverAnswers, screenMeta, state } from '../../testing/screen-story';
import { loadFaq, type FaqFirstView } from './api/load-faq';
import FaqScreen from './faq-screen';

// The screen as discovery's routes define it: in the browser its loader starts the reads the screen takes.
const faqScreen = defineScreen<FaqFirstView | null>({
  load: async () => ({ default: FaqScreen }),
  loader: (context) => loadFaq(context),
  loaderQuery: [],
});

const meta = { title: 'Discovery/FAQ', ...screenMeta(faqScreen, '/faq/') };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false, api: faqApi() });

export const Member: Story = state({ api: faqApi() });

/** The content and the questions on their way: the page's skeleton. */
export const Loading: Story = loadingState({ api: { getContentsV1: neverAnswers, getFaqs: neverAnswers } });

/** The third page of questions, as a link to it opens. */
export const ThirdPage: Story = state({ url: '/faq/?page=3', api: faqApi() });

/** A page past the end says so and offers the first. */
export const PagePastTheEnd: Story = state({ url: '/faq/?page=9', api: faqApi() });

/** No questions yet: an invitation to ask the first. */
export const NoQuestionsYet: Story = state({ api: faqApi([]) });

/** A search in the URL that finds nothing: other words to try, and a way to clear it. */
export const SearchFindsNothing: Story = state({ url: '/faq/?q=parking', api: faqApi() });

/** The FAQ content fails: its error with Retry, and the questions still load. */
export const ContentErrorWithRetry: Story = state({ api: faqApi(), failFirst: ['getContentsV1'] });

export const QuestionsErrorWithRetry: Story = state({ api: faqApi(), failFirst: ['getFaqs'] });

export const BritishEnglish: Story = state({ member: false, api: faqApi(), locale: 'en-GB' });

export const French: Story = state({ member: false, api: faqApi(), locale: 'fr-FR' });

/** A guest searches the questions: the list shows what matches. */
export const SearchTheQuestions: Story = {
  ...state({ member: false, api: faqApi() }),
  play: async (context) => {
    await meta.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search questions and answers' }), 'day 7{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'Can I check in early on day 7?' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Can I check in early on day 1?' })).toBeNull();
  },
};
