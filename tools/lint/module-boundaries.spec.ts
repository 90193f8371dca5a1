import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Proves the tag rules bite (STYLE.md 4): each forbidden import below fails lint with
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
): Promise<string[]> {
  const run = spawnSync(
    join(root, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', join(root, filePath), '--format', 'json'],
    {
      cwd: root,
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
});
