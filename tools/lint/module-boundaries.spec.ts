import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Proves the tag rules bite (docs/conventions.md 4): each forbidden import below fails lint with
 * @nx/enforce-module-boundaries, and the allowed ones pass.
 */
const root = join(__dirname, '../..');

const withoutNxTaskVariables = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('NX_')));

/** Lints source text as if it stood at filePath, with the workspace's real config (ESLint in its own process: its config is ESM). */
async function boundaryErrors(
  filePath: string,
  code: string,
  rule = '@nx/enforce-module-boundaries',
  cwd = root,
): Promise<string[]> {
  const run = spawnSync(
    join(root, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', join(root, filePath), '--format', 'json'],
    {
      cwd,
      input: code,
      encoding: 'utf8',
      // A fresh ESLint, not a task of the Nx run this test belongs to (Nx would see a loop).
      env: { ...withoutNxTaskVariables(process.env), NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

jest.setTimeout(120_000);

describe('module boundaries', () => {
  it.each([
    [
      'libs/ui imports another lib of ours',
      'libs/ui/src/fixture.ts',
      "import { matchRoute } from '@nivaas/routes';\nexport const x = matchRoute;\n",
    ],
    [
      'libs/state imports ui',
      'libs/state/src/fixture.ts',
      "import { Button } from '@nivaas/ui';\nexport const x = Button;\n",
    ],
    [
      'libs/api-client imports ui',
      'libs/api-client/src/fixture.ts',
      "import { Button } from '@nivaas/ui';\nexport const x = Button;\n",
    ],
    [
      'apps/api imports the client (not the contract)',
      'apps/api/src/fixture.ts',
      "import * as client from '@nivaas/api-client';\nexport const x = client;\n",
    ],
    [
      'apps/api imports state',
      'apps/api/src/fixture.ts',
      "import * as state from '@nivaas/state';\nexport const x = state;\n",
    ],
    [
      'libs/domain imports state',
      'libs/domain/src/fixture.ts',
      "import * as s from '@nivaas/state';\nexport const x = s;\n",
    ],
    ['libs/ui imports state', 'libs/ui/src/fixture.ts', "import * as s from '@nivaas/state';\nexport const x = s;\n"],
    [
      'an app imports another app',
      'apps/shell/src/fixture.ts',
      "import remote from '../../discovery/src/routes';\nexport const x = remote;\n",
    ],
  ])('given %s, then lint fails', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'apps/api imports the contract',
      'apps/api/src/fixture.ts',
      "import * as contract from '@nivaas/api-client/contract';\nexport const x = contract;\n",
    ],
    [
      'a remote imports ui and state',
      'apps/hotel/src/fixture.ts',
      "import * as ui from '@nivaas/ui';\nimport * as state from '@nivaas/state';\nexport const x = [ui, state];\n",
    ],
    [
      'apps/api imports the domain',
      'apps/api/src/fixture.ts',
      "import * as d from '@nivaas/domain';\nexport const x = d;\n",
    ],
    [
      'libs/ui imports the domain and i18n',
      'libs/ui/src/fixture.ts',
      "import * as d from '@nivaas/domain';\nimport * as i from '@nivaas/i18n';\nexport const x = [d, i];\n",
    ],
  ])('given %s, then lint passes', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('given a react-router-dom, rxjs or immer name outside the shared subsets, then lint fails; a name inside passes', async () => {
    const outside =
      "import { useMatches } from 'react-router-dom';\nimport { zip } from 'rxjs';\nimport { enablePatches } from 'immer';\nexport const x = [useMatches, zip, enablePatches];\n";
    const inside =
      "import { Link } from 'react-router-dom';\nimport { Subject } from 'rxjs';\nimport { produce } from 'immer';\nexport const x = [Link, Subject, produce];\n";
    expect(await boundaryErrors('apps/hotel/src/fixture.ts', outside, 'no-restricted-imports')).toHaveLength(3);
    expect(await boundaryErrors('apps/hotel/src/fixture.ts', inside, 'no-restricted-imports')).toEqual([]);
  });

  // Regression: Nx lints a project from its own folder, where the old root-relative globs
  // ('apps/*/src/**') matched nothing, so these rules never ran in `npm test`.
  describe('given lint run from the project folder, as Nx runs it', () => {
    const shell = join(root, 'apps/shell');
    const discovery = join(root, 'apps/discovery');

    it('then a router name outside the shared subset fails', async () => {
      const code = "import { Navigate } from 'react-router-dom';\nexport const x = Navigate;\n";
      expect(await boundaryErrors('apps/shell/src/app/fixture.tsx', code, 'no-restricted-imports', shell)).toHaveLength(
        1,
      );
    });

    it("then a lib's files and a testing entry are refused in production code, the testing entry allowed in a spec", async () => {
      const code =
        "import { createStore } from '@nivaas/state/src/store/create-store';\nimport { createTestPlatform } from '@nivaas/state/testing';\nexport const x = [createStore, createTestPlatform];\n";
      expect(await boundaryErrors('apps/shell/src/app/fixture.ts', code, 'no-restricted-imports', shell)).toHaveLength(
        2,
      );
      const spec =
        "import { createTestPlatform } from '@nivaas/state/testing';\nexport const x = createTestPlatform;\n";
      expect(await boundaryErrors('apps/shell/src/app/fixture.spec.ts', spec, 'no-restricted-imports', shell)).toEqual(
        [],
      );
    });

    it('then bare browser globals fail outside adapters and entry points', async () => {
      const code = 'export const title = () => document.title + window.location.href;\n';
      expect(await boundaryErrors('apps/shell/src/app/fixture.ts', code, 'no-restricted-globals', shell)).toHaveLength(
        2,
      );
      expect(await boundaryErrors('apps/shell/src/bootstrap.tsx', code, 'no-restricted-globals', shell)).toEqual([]);
      expect(await boundaryErrors('libs/state/src/adapters/fixture.ts', code, 'no-restricted-globals')).toEqual([]);
    });

    it('then a hand-written site link fails; a built one, a tel: link and an anchor pass', async () => {
      const code =
        'export const A = () => <a href="/cities/">c</a>;\nexport const B = (id: string) => <a href={`/c-${id}/`}>b</a>;\n' +
        'export const C = (p: string) => <a href={`tel:${p}`}>t</a>;\nexport const D = (to: string) => <a href={to}>d</a>;\n';
      expect(await boundaryErrors('apps/shell/src/app/fixture.tsx', code, 'no-restricted-syntax', shell)).toHaveLength(
        2,
      );
    });

    it("then a screen importing another screen, or a feature's inner file, fails; a feature's index passes", async () => {
      const rule = 'import/no-restricted-paths';
      const otherScreen = "import Faq from '../faq/faq-screen';\nexport const x = Faq;\n";
      expect(
        await boundaryErrors('apps/discovery/src/screens/about/fixture.ts', otherScreen, rule, discovery),
      ).toHaveLength(1);
      const inner = "import { textOf } from '../../features/content/content-value';\nexport const x = textOf;\n";
      expect(await boundaryErrors('apps/discovery/src/screens/about/fixture.ts', inner, rule, discovery)).toHaveLength(
        1,
      );
      const index = "import { textOf } from '../../features/content';\nexport const x = textOf;\n";
      expect(await boundaryErrors('apps/discovery/src/screens/about/fixture.ts', index, rule, discovery)).toEqual([]);
    });
  });
});
