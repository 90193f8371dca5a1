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

/**
 * The shell's layout stylesheets inline (tokens, page chrome, header and footer), for the head of every page the
 * server renders: with them the drawn page is styled before any script runs, and with JavaScript off. Read once
 * at start from the shell's own build (the same deployment as this server). Null when the build has no such
 * file (a build from before it): rendered pages are then styled once the shell's script loads them.
 */
export function loadShellStyles(
  distDir: string,
  read: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): InlineStyles | null {
  let listed: unknown;
  try {
    listed = JSON.parse(read(join(distDir, SHELL_STYLES_FILE)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${SHELL_STYLES_FILE}: ${(error as Error).message}`);
  }
  const css = (listed as { css?: unknown } | null)?.css;
  if (!Array.isArray(css) || css.length === 0 || !css.every((file) => typeof file === 'string' && CSS_FILE.test(file)))
    throw new Error(`${SHELL_STYLES_FILE} does not list the layout's stylesheets as plain .css names`);
  // The shell's files are served from its root (publicPath '/'): the URL the chunk loader looks for.
  return joinStyles(css.map((file: string) => stylesheetElement(`/${file}`, read(join(distDir, file)))));
}
