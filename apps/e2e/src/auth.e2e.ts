import { expect, test, type APIRequestContext, type Page } from './support/test';
import { E2E_PORTS } from './support/e2e-ports';
import { otpStamp, randomPhone, readOtp } from './support/otp-inbox';

/**
 * Sign-in on the production builds against the real API. Each test uses its own
 * random phone: the API limits OTP sends and verifies per phone. The login-interrupt prompt is
 * marked seen so it cannot cover these flows (login-interrupt.e2e.ts tests it).
 */

const wrongCode = (real: string, seed: number) => {
  const code = String((Number(real) + 111_111 * seed) % 1_000_000).padStart(6, '0');
  return code === real ? String((Number(real) + 1) % 1_000_000).padStart(6, '0') : code;
};

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'login_interrupt_viewed', value: '1', url: `http://localhost:${E2E_PORTS.shell}` },
  ]);
});

async function sendOtp(page: Page, phone: string) {
  await page.getByLabel(/mobile number/i).fill(phone);
  await page.getByRole('button', { name: /send otp/i }).click();
  await expect(page.getByRole('group', { name: /6-digit/i })).toBeVisible();
}

const codeError = (page: Page) => page.getByRole('group', { name: /6-digit/i }).getByRole('alert');
const codeBox = (page: Page) => page.getByRole('textbox', { name: 'Digit 1 of 6' });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('nivaas_auth_token'));

async function signInOnLoginPage(page: Page, request: APIRequestContext, path = '/login/') {
  const phone = randomPhone();
  await page.goto(path);
  await sendOtp(page, phone);
  await codeBox(page).fill(await readOtp(request, phone));
  return phone;
}

test.describe('sign-in', () => {
  test('given /login/?redirect=/account/booking-history/, when signing in with the OTP from the inbox, then it lands there signed in', async ({
    page,
    request,
  }) => {
    await signInOnLoginPage(page, request, '/login/?redirect=%2Faccount%2Fbooking-history%2F');
    await expect(page).toHaveURL(/\/account\/booking-history\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /my bookings/i })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeTruthy();
  });

  test('given a wrong OTP three times, then the error shows and verifying is blocked', async ({ page, request }) => {
    const phone = randomPhone();
    await page.goto('/login/');
    await sendOtp(page, phone);
    const real = await readOtp(request, phone);
    for (const seed of [1, 2]) {
      await codeBox(page).fill(wrongCode(real, seed));
      await expect(codeError(page)).toContainText(/incorrect otp/i);
      await expect(codeBox(page)).toHaveValue('');
    }
    await codeBox(page).fill(wrongCode(real, 3));
    await expect(codeError(page)).toContainText(/too many incorrect attempts/i);
    await expect(codeBox(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: /verify and sign in/i })).toBeDisabled();
    expect(await storedToken(page)).toBeNull();
  });

  test('given a third wrong OTP, then a captcha step asks a sum: a wrong answer is said, the right one sends a new code that signs in', async ({
    page,
    request,
  }) => {
    // A random phone, as every test here: both browser profiles run this test against one API and database.
    const phone = randomPhone();
    await page.goto('/login/');
    await sendOtp(page, phone);
    const real = await readOtp(request, phone);
    for (const seed of [1, 2, 3]) {
      await codeBox(page).fill(wrongCode(real, seed));
      await expect(codeError(page)).toContainText(seed < 3 ? /incorrect otp/i : /too many incorrect attempts/i);
    }
    const question = page.getByLabel(/^What is \d+ plus \d+\?$/);
    const sum = async () =>
      ((await page.getByText(/^What is \d+ plus \d+\?$/).textContent())?.match(/\d+/g) ?? [])
        .map(Number)
        .reduce((x, y) => x + y, 0);
    await expect(question).toBeVisible();
    const first = await sum();
    await question.fill(String(first + 1));
    await page.getByRole('button', { name: /^Get a new (code|OTP)$/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'That answer was not right' })).toBeVisible();
    await expect(question).toHaveValue('');
    const before = await otpStamp(request, phone);
    await question.fill(String(await sum()));
    await page.getByRole('button', { name: /^Get a new (code|OTP)$/ }).click();
    await expect(codeBox(page)).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'One more step' })).toHaveCount(0);
    await codeBox(page).fill(await readOtp(request, phone, before));
    await expect.poll(() => storedToken(page)).toBeTruthy();
  });

  test('given an OTP just sent, then Resend is enabled only after 30 s (content otp.enableResendAfterTime)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/login/');
    await sendOtp(page, randomPhone());
    const resend = page.getByRole('button', { name: /resend otp/i });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/in (30|29) s/);
    await page.clock.fastForward(28_000);
    await expect(resend).toBeDisabled();
    await page.clock.fastForward(2_500);
    await expect(resend).toBeEnabled();
    await expect(resend).toHaveText(/^resend otp$/i);
  });

  test('given a signed-out visitor, when opening booking history, then they are sent to /login/ with the redirect', async ({
    page,
  }) => {
    await page.goto('/account/booking-history/');
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2Fbooking-history%2F$/);
    await expect(page.getByRole('heading', { level: 1, name: /sign in/i })).toBeVisible();
  });

  test('given a phonepe_app visitor, then booking history is not redirected, also later in the session', async ({
    page,
  }) => {
    await page.goto('/account/booking-history/?utm_source=phonepe_app');
    await expect(page.getByRole('heading', { level: 1, name: /my bookings/i })).toBeVisible();
    await page.goto('/account/booking-history/');
    await expect(page).toHaveURL(/\/account\/booking-history\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /my bookings/i })).toBeVisible();
  });

  test('given a PhonePe launch with the SDK, then the wallet user is signed in with its grant token', async ({
    page,
  }) => {
    const phone = randomPhone();
    // A stand-in for the Switch SDK global whose token comes from the API's development simulator.
    await page.addInitScript((walletPhone) => {
      const build = async () => ({
        fetchAuthToken: async () => {
          const response = await fetch('/api/dev/phonepe/grant-token/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ phone: walletPhone }),
          });
          return { grantToken: ((await response.json()) as { token: string }).token, expiryInSeconds: 86400 };
        },
      });
      (window as unknown as { PhonePe: unknown }).PhonePe = {
        PhonePe: { build },
        Constants: { Species: { web: 'web' } },
      };
    }, phone);
    await page.goto('/?utm_source=phonepe_app');
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('nivaas_auth_user') ?? 'null') as { mobile?: string } | null,
    );
    expect(user?.mobile).toBe(phone);
  });

  test('given a PhonePe launch without the SDK, then the visitor stays a guest and stored guest details are kept', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem('nivaas_phonepe_guest', JSON.stringify({ name: 'Asha Rao', mobile: '9876543210' })),
    );
    await page.goto('/?utm_source=phonepe_app');
    await page.waitForTimeout(3_500); // the adapter waits up to 3 s for the SDK script
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('nivaas_phonepe_guest'))).toContain('Asha Rao');
  });

  test('given a signed-in visitor on /login/, then they go home at once', async ({ page, request }) => {
    await signInOnLoginPage(page, request);
    // Home exactly (a bare /\/$/ also matches /login/ itself), and signed in, before going on.
    await expect(page).toHaveURL(`http://localhost:${E2E_PORTS.shell}/`);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    await page.goto('/login/?redirect=%2Fcities%2F');
    await expect(page).toHaveURL(`http://localhost:${E2E_PORTS.shell}/`);
  });

  test('given a signed-in visitor, when logging out from the header, then the session is cleared and booking history asks for login', async ({
    page,
    request,
  }) => {
    await signInOnLoginPage(page, request);
    // Home exactly (a bare /\/$/ also matches /login/ itself), and signed in, before going on.
    await expect(page).toHaveURL(`http://localhost:${E2E_PORTS.shell}/`);
    await expect.poll(() => storedToken(page)).toBeTruthy();
    const menu = page.getByRole('button', { name: /account menu/i });
    await expect(menu, 'the header mounts AccountMenu from features/auth').toBeVisible({ timeout: 5_000 });
    await menu.click();
    await page.getByRole('button', { name: /log out/i }).click();
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    await page.goto('/account/booking-history/');
    await expect(page).toHaveURL(/\/login\/\?redirect=/);
  });
});
