// The build and the shell server are built and deployed together but written apart; this spec holds them to each
// other, so it reads the server's two constants (plain Node modules, nothing of the browser bundle).
// eslint-disable-next-line @nx/enforce-module-boundaries -- the one place tools read the shell server's constants.
import { SERVER_SHARED_MODULES } from '../../apps/shell/server/ssr/render-bundle';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above.
import { SHELL_STYLES_FILE as SERVER_READS } from '../../apps/shell/server/ssr/shell-styles';
import { serverExternals } from './federation';
import { SERVER_DIR } from './server-manifest';
import { SHELL_LAYOUT_CHUNK, SHELL_STYLES_FILE, shellStyles } from './shell-render-bundle';

describe('shellStyles', () => {
  it("given the browser build's chunks, then the layout chunk's stylesheets and each screen chunk's", () => {
    const chunks = {
      [SHELL_LAYOUT_CHUNK]: { css: ['bootstrap.1.css'], js: ['bootstrap.1.js'] },
      'seo-head': { css: [], js: ['seo-head.2.js'] },
      login: { css: ['12.3.css', 'login.4.css'], js: ['12.3.js', 'login.4.js'] },
    };
    expect(shellStyles(chunks)).toEqual({ css: ['bootstrap.1.css'], chunks: { login: ['12.3.css', 'login.4.css'] } });
  });

  it.each([
    ['no record (the browser compilation failed)', undefined, 'recorded no chunks'],
    ['no layout chunk (src/main.ts lost its chunk name)', { other: { css: ['a.css'], js: [] } }, 'no chunk named'],
    ['a layout chunk without a stylesheet', { [SHELL_LAYOUT_CHUNK]: { css: [], js: ['b.js'] } }, 'no stylesheet'],
  ])('given %s, then the reason the build fails', (_case, chunks, reason) => {
    expect(shellStyles(chunks)).toEqual(expect.stringContaining(reason));
  });
});

describe('what the shell server and the build agree on', () => {
  it('the server reads the styles file where the render compilation writes it', () => {
    expect(SERVER_READS).toBe(`${SERVER_DIR}/${SHELL_STYLES_FILE}`);
  });

  it('the server hands every server bundle exactly the modules the build leaves to its require', () => {
    expect([...SERVER_SHARED_MODULES].sort()).toEqual([...serverExternals].sort());
  });
});
