/**
 * Stories as tests: every story of every component is rendered through composeStories (with the
 * project annotations from .storybook/preview), its play function runs, and axe checks the result.
 * New stories are picked up automatically.
 */
import { storyFiles } from './testing/story-files';
import { composeStories } from '@storybook/react';
import { configureAxe } from 'jest-axe';

// A story is a fragment, not a page: landmark rules belong to the apps' page tests.
const axe = configureAxe({ rules: { region: { enabled: false } } });

const files = storyFiles();

describe.each(files)('%s', (file) => {
  const stories = composeStories(require(`./${file}`) as Parameters<typeof composeStories>[0]);
  const entries = Object.entries(stories) as Array<[string, { run: () => Promise<void> }]>;

  it.each(entries)('given story %s, when rendered and played, then axe finds no violations', async (_name, Story) => {
    // run() mounts the story (with decorators and loaders) into a fresh canvas, then plays it.
    await Story.run();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
