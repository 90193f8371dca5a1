import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Test helper of the story specs. Never imported by components. */

const SRC = join(__dirname, '..');

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return findStoryFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** Every story file of the design system, relative to src/ (new ones are picked up). */
export const storyFiles = (): string[] => findStoryFiles(SRC).map((file) => relative(SRC, file));
