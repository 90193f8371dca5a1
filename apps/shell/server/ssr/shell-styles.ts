import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { joinStyles, stylesheetElement, type InlineStyles } from './inline-styles';

/**
 * Written by the shell's build beside its render bundle (tools/webpack/shell-render-bundle.ts SHELL_STYLES_FILE):
 * the stylesheets of the shell's layout chunk, which the browser otherwise gets only with the JavaScript that
 * imports them.
 */
export const SHELL_STYLES_FILE = 'server/shell-styles.json';

/** A file of the shell's own build: a plain relative name ending in .css, never a path out of its folder. */
const CSS_FILE = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}\.css$/;

/** The shell's stylesheets, inline, for the pages the server renders. */
export interface ShellStyles {
  /** The layout's (tokens, page chrome, header and footer): first in the head of every rendered page. */
  readonly layout: InlineStyles;
  /**
   * A shell screen's own (the sign-in page), by its chunk's name, which is its screen id (src/routes.ts): in its
   * page after the layout's. Files the layout already has are left out.
   */
  readonly screens: Readonly<Record<string, InlineStyles>>;
}

const cssFiles = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && CSS_FILE.test(file));

/**
 * The shell's stylesheets inline: with them the drawn page is styled before any script runs, and with JavaScript
 * off. Read once at start from the shell's own build (the same deployment as this server). Null when the build has
 * no such file (a build from before it): rendered pages are then styled once the shell's script loads them.
 */
export function loadShellStyles(
  distDir: string,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): ShellStyles | null {
  let listed: unknown;
  try {
    listed = JSON.parse(read(join(distDir, SHELL_STYLES_FILE)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${SHELL_STYLES_FILE}: ${(error as Error).message}`);
  }
  const { css, chunks = {} } = (listed ?? {}) as { css?: unknown; chunks?: unknown };
  if (!cssFiles(css) || css.length === 0)
    throw new Error(`${SHELL_STYLES_FILE} does not list the layout's stylesheets as plain .css names`);
  if (typeof chunks !== 'object' || chunks === null || !Object.values(chunks).every(cssFiles))
    throw new Error(`${SHELL_STYLES_FILE} does not list its chunks' stylesheets as plain .css names`);
  // The shell's files are served from its root (publicPath '/'): the URL the chunk loader looks for.
  const inline = (files: readonly string[]) =>
    joinStyles(files.map((file) => stylesheetElement(`/${file}`, read(join(distDir, file)))));
  const screens = Object.entries(chunks as Record<string, string[]>).map(
    ([name, files]) => [name, inline(files.filter((file) => !css.includes(file)))] as const,
  );
  return { layout: inline(css), screens: Object.fromEntries(screens) };
}
