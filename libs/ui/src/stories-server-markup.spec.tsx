/**
 * @jest-environment node
 */
/**
 * libs/ui's rule, checked on every story: markup that can be drawn on the server carries no style attribute. The
 * shell streams its pages, so the response's Content-Security-Policy goes out before the markup exists and cannot
 * allow an inline style by its hash; sizes and ratios are classes. Each story is rendered to a string in Node,
 * as the shell server renders (no document: this also catches a component touching the DOM while rendering).
 * New stories are picked up automatically.
 */
import { storyFiles } from './testing/story-files';
import { composeStories } from '@storybook/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Stories whose inline styles never reach a server-rendered page, each with the reason.
 */
const BROWSER_ONLY: Record<string, string> = {
  // The design-token docs paint each token through the token itself (`background: var(--nv-color-…)`); no app
  // renders them.
  'tokens/tokens.stories.tsx': 'documentation of the tokens',
  // The bar shows only while a client navigation runs (inactive on the server and at hydration, which renders
  // nothing: top-progress-bar.spec), and React sets its transform through the CSSOM, which CSP does not govern.
  'top-progress-bar/top-progress-bar.stories.tsx': 'drawn only after a client navigation starts',
};

const files = storyFiles();

it('given the list of browser-only stories, when compared with the story files, then each still exists', () => {
  expect(Object.keys(BROWSER_ONLY).filter((file) => !files.includes(file))).toEqual([]);
});

describe.each(files.filter((file) => !(file in BROWSER_ONLY)))('%s', (file) => {
  const stories = composeStories(require(`./${file}`) as Parameters<typeof composeStories>[0]);
  const entries = Object.entries(stories) as Array<[string, ComponentType]>;

  it.each(entries)(
    'given story %s, when rendered on the server, then its markup has no style attribute',
    (_name, Story) => {
      // Overlays (Modal, BottomSheet, LoaderOverlay) draw nothing here: their portal opens once mounted in a browser.
      const tagsWithStyle = renderToString(<Story />).match(/<[^>]*\sstyle="[^>]*>/g) ?? [];
      expect(tagsWithStyle).toEqual([]);
    },
  );
});
