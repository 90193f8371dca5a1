/** @jest-environment node */
import { join } from 'node:path';
import { styleHash } from './inline-styles';
import { loadShellStyles, SHELL_STYLES_FILE } from './shell-styles';

const DIST = '/dist/apps/shell';

/** A build folder of these files (anything else is missing, as readFileSync says it). */
const buildOf = (files: Record<string, string>) => (path: string) => {
  const name = path.slice(DIST.length + 1);
  const body = files[name];
  if (body === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
  return body;
};

describe('loadShellStyles', () => {
  it('given the listed layout stylesheets, then each is inline under its URL, in order, with its CSP hash', () => {
    const styles = loadShellStyles(
      DIST,
      buildOf({
        [SHELL_STYLES_FILE]: JSON.stringify({ css: ['bootstrap.a1.css', 'bootstrap.b2.css'] }),
        'bootstrap.a1.css': ':root{--nv-color-primary:#c2410c}',
        'bootstrap.b2.css': 'body{margin:0}',
      }),
    );
    expect(styles?.layout).toEqual({
      html:
        '<style data-href="/bootstrap.a1.css">:root{--nv-color-primary:#c2410c}</style>' +
        '<style data-href="/bootstrap.b2.css">body{margin:0}</style>',
      hashes: [styleHash(':root{--nv-color-primary:#c2410c}'), styleHash('body{margin:0}')],
    });
    expect(styles?.screens).toEqual({});
  });

  it("given a shell screen's chunk, then its own stylesheets by chunk name, without the layout's", () => {
    const styles = loadShellStyles(
      DIST,
      buildOf({
        [SHELL_STYLES_FILE]: JSON.stringify({
          css: ['bootstrap.a1.css'],
          chunks: { login: ['bootstrap.a1.css', 'login.c3.css'] },
        }),
        'bootstrap.a1.css': 'body{margin:0}',
        'login.c3.css': '.page{padding:1rem}',
      }),
    );
    expect(styles?.screens).toEqual({
      login: {
        html: '<style data-href="/login.c3.css">.page{padding:1rem}</style>',
        hashes: [styleHash('.page{padding:1rem}')],
      },
    });
  });

  it('given a stylesheet that closes its element, then the text cannot leave the style element', () => {
    const styles = loadShellStyles(
      DIST,
      buildOf({
        [SHELL_STYLES_FILE]: JSON.stringify({ css: ['a.css'] }),
        'a.css': 'a{}</style><script>alert(1)</script>',
      }),
    );
    expect(styles?.layout.html).not.toContain('</style><script>');
  });

  it('given a build from before the file existed, then null (pages render, styled once the script runs)', () => {
    expect(loadShellStyles(DIST, buildOf({}))).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no list', '{}'],
    ['an empty list', '{"css":[]}'],
    ['a path out of the build', '{"css":["../../etc/passwd.css"]}'],
    ['a URL', '{"css":["https://evil.test/a.css"]}'],
    ['a script', '{"css":["main.js"]}'],
    ["a chunk's path out of the build", '{"css":["a.css"],"chunks":{"login":["../x.css"]}}'],
    ['chunks that are not a list', '{"css":["a.css"],"chunks":["login.css"]}'],
  ])('given %s, then a clear error naming the file', (_case, body) => {
    expect(() => loadShellStyles(DIST, buildOf({ [SHELL_STYLES_FILE]: body }))).toThrow(SHELL_STYLES_FILE);
  });

  it('reads from the build folder it is given', () => {
    const read = jest.fn(buildOf({ [SHELL_STYLES_FILE]: '{"css":["a.css"]}', 'a.css': 'a{}' }));
    loadShellStyles(DIST, read);
    expect(read).toHaveBeenCalledWith(join(DIST, 'a.css'));
  });
});
