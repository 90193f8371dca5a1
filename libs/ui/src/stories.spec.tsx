/**
 * Stories as tests: every story of every component is rendered through composeStories (with the
 * project annotations from .storybook/preview), its play function runs, and axe checks the result.
 * New stories are picked up automatically.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { composeStories } from '@storybook/react';
import { configureAxe } from 'jest-axe';

// A story is a fragment, not a page: landmark rules belong to the apps' page tests.
const axe = configureAxe({ rules: { region: { enabled: false } } });

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

const files = findStoryFiles(__dirname).map((file) => relative(__dirname, file));

describe.each(files)('%s', (file) => {
  const stories = composeStories(require(`./${file}`) as Parameters<typeof composeStories>[0]);
  const entries = Object.entries(stories) as Array<[string, { run: () => Promise<void> }]>;

  it.each(entries)('given story %s, when rendered and played, then axe finds no violations', async (_name, Story) => {
    // run() mounts the story (with decorators and loaders) into a fresh canvas, then plays it.
    await Story.run();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
