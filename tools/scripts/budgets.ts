import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { startStack, WORKSPACE_ROOT } from './stack';

interface Budget {
  readonly path: string;
  readonly js: number;
  readonly css: number;
  /** A demo member's phone: the page is measured signed in (the account screens send visitors to login). */
  readonly signedInAs?: string;
}

const PORTS = { shell: 4400, api: 3335, remotes: { discovery: 4401, hotel: 4402, checkout: 4403, account: 4404 } };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const details = process.argv.includes('--details');
/**
 * `--locale=hi-IN`: the pages as a visitor in that language loads them (her language's texts come as one more chunk
 * per app). The ceilings are for the default, en-IN; in another locale the figures are a report.
 */
const locale = /^--locale=(.+)$/.exec(process.argv.find((arg) => arg.startsWith('--locale=')) ?? '')?.[1];

/**
 * Loads each route family's first page in Chromium on the production builds, drawn in the browser (server
 * rendering off), and sums the gzip bytes of every script and stylesheet it fetched; fails when a budget is exceeded.
 */
async function main() {
  const { routes } = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'tools/budgets.json'), 'utf8')) as {
    routes: Record<string, Budget>;
  };
  const stack = await startStack({
    ports: PORTS,
    quiet: true,
    // Every page drawn in the browser: the first load a visitor gets whenever the server does not render (a route
    // it never renders, a remote's server bundle down, a render past its budget), and the larger one. With server
    // rendering on, a page's bytes depended on whether a cold server made its render budget (the listing measured
    // 188.5 KB rendered and 193.2 KB drawn in the browser), so the same commit could pass here and fail in CI.
    env: { SERVER_RENDERING: 'off' },
    apiDataDir: join(WORKSPACE_ROOT, 'dist/budgets/api-data'),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const failures: string[] = [];
  try {
    console.log(
      'route family   path                                                     JS gzip    CSS gzip   budget JS / CSS',
    );
    for (const [family, budget] of Object.entries(routes)) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        ...(locale ? { locale } : {}),
      });
      if (budget.signedInAs)
        await context.addInitScript(persistSession, await signIn(stack.urls.api, budget.signedInAs));
      const page = await context.newPage();
      const sizes = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then(
            (body) => {
              const gz = gzipSync(body, { level: 9 }).length;
              sizes[type === 'script' ? 'js' : 'css'] += gz;
              // `--details` lists every file, to see where the bytes of a page go.
              if (details) console.log(`    ${kb(gz).padStart(9)}  ${response.url()}`);
            },
            () => undefined,
          ),
        );
      });
      await page.goto(`${stack.urls.shell}${budget.path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
      const over = !locale && (sizes.js > budget.js || sizes.css > budget.css);
      if (over) failures.push(family);
      console.log(
        `${family.padEnd(14)} ${budget.path.padEnd(56)} ${kb(sizes.js).padStart(9)} ${kb(sizes.css).padStart(10)}   ${kb(budget.js)} / ${kb(budget.css)}${over ? '  OVER BUDGET' : ''}`,
      );
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  if (failures.length) {
    console.error(`Over budget: ${failures.join(', ')}`);
    process.exit(1);
  }
  console.log('All route families are within their budgets.');
}

interface StoredSession {
  readonly token: string;
  readonly user: string;
}

/**
 * Signs a demo member in through the API (OTP send, the development inbox, verify) and returns the session as
 * the site keeps it (libs/state: `nivaas_auth_token` and the profile `toUserProfile` makes of the login answer).
 */
async function signIn(api: string, phone: string): Promise<StoredSession> {
  const post = (path: string, body: unknown) =>
    fetch(`${api}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/v1/auth/otp/send/', { phone_number: phone });
  if (!sent.ok) throw new Error(`OTP send for ${phone}: HTTP ${sent.status}`);
  const inbox = (await (await fetch(`${api}/api/dev/otp-inbox/?phone=${phone}`)).json()) as { otp: string };
  const verified = await post('/api/v1/auth/otp/verify/', { phone_number: phone, otp: inbox.otp });
  if (!verified.ok) throw new Error(`OTP verify for ${phone}: HTTP ${verified.status}`);
  const user = (await verified.json()) as {
    id: number;
    email: string;
    phone_number: string;
    first_name: string;
    last_name: string;
    communication_type: string;
    token: string;
  };
  const first = user.first_name.toLowerCase() === 'guest' ? '' : user.first_name;
  const profile = {
    userId: String(user.id),
    email: user.email,
    mobile: user.phone_number,
    firstName: first,
    lastName: user.last_name,
    name: [first, user.last_name].filter(Boolean).join(' '),
    communication_type: user.communication_type,
  };
  return { token: user.token, user: JSON.stringify(profile) };
}

/** Runs in the page before its scripts: the session the site would have kept after signing in. */
function persistSession(session: StoredSession) {
  localStorage.setItem('nivaas_auth_token', session.token);
  localStorage.setItem('nivaas_auth_user', session.user);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
