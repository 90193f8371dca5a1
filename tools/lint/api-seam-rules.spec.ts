import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Proves the one-way-to-the-API rules bite (libs/api-client/README.md "One way to the API"): each snippet below,
 * linted as if it stood at its path with the workspace's real config, fails with the rule named; the seam's own
 * ways pass.
 */
const root = join(__dirname, '../..');

const withoutNxTaskVariables = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([key]) => !key.startsWith('NX_')));

/** The messages of the rules this spec is about (ESLint in its own process: its config is ESM). */
function seamErrors(filePath: string, code: string): string[] {
  const run = spawnSync(
    join(root, 'node_modules/.bin/eslint'),
    ['--stdin', '--stdin-filename', join(root, filePath), '--format', 'json'],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
      env: { ...withoutNxTaskVariables(process.env), NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

jest.setTimeout(120_000);

describe('one way to the API', () => {
  it.each([
    [
      'an app imports getBrowserApiClient',
      'apps/discovery/src/screens/faq/api/get-fixture.ts',
      "import { getBrowserApiClient } from '@nivaas/api-client';\nexport const x = () => getBrowserApiClient();\n",
      /seam/,
    ],
    [
      "an app imports the seams' client",
      'apps/hotel/src/screens/reviews/fixture.ts',
      "import { seamClient } from '@nivaas/api-client';\nexport const x = () => seamClient();\n",
      /seam/,
    ],
    [
      'an app takes getBrowserApiClient from a dynamic import',
      'apps/shell/src/api/fixture.ts',
      "export const x = () => import('@nivaas/api-client').then((m) => m.getBrowserApiClient());\n",
      /seam/,
    ],
    [
      'an -api file declares its own context',
      'apps/hotel/src/screens/hotel-details/api/fixture-api.tsx',
      "import { createContext } from 'react';\nexport const C = createContext(null);\n",
      /declares a seam/,
    ],
    [
      'a -services file declares its own context',
      'apps/checkout/src/features/payment/fixture-services.ts',
      "import * as React from 'react';\nexport const C = React.createContext(null);\n",
      /declares a seam/,
    ],
    [
      'a spec mocks the client module',
      'apps/discovery/src/screens/faq/fixture.spec.ts',
      "jest.mock('@nivaas/api-client', () => ({}));\nit('x', () => undefined);\n",
      /createFakeApiClient/,
    ],
  ])('given %s, then lint fails', (_name, file, code, message) => {
    expect(seamErrors(file, code)).toContainEqual(expect.stringMatching(message));
  });

  it.each([
    [
      'a feature declares its seam',
      'apps/discovery/src/screens/faq/api/fixture-api.ts',
      "import { createApiSeam } from '@nivaas/api-client';\nexport const fixtureApi = createApiSeam(['getFaqs']);\n",
    ],
    [
      'a spec provides the fake',
      'apps/discovery/src/screens/faq/fixture.spec.ts',
      "import { createFakeApiClient, provideApiClient } from '@nivaas/api-client/testing';\nit('x', () => provideApiClient(createFakeApiClient()));\n",
    ],
    [
      'the client library reaches the browser client',
      'libs/api-client/src/seam/fixture.ts',
      "import { getBrowserApiClient } from '../get-browser-api-client';\nexport const x = () => getBrowserApiClient();\n",
    ],
  ])('given %s, then lint passes', (_name, file, code) => {
    expect(seamErrors(file, code)).toEqual([]);
  });
});
