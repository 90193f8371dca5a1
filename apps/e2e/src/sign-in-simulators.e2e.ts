import { expect, test, type Page } from './support/test';
import { API, setupHotel, stay } from './support/checkout-helpers';
import { E2E_PORTS } from './support/e2e-ports';
import { randomPhone } from './support/otp-inbox';

/**
 * Google and PhonePe sign-in a newcomer can try on `npm start` (the e2e stack is the same development
 * stack: SIGN_IN_SIMULATORS=on, the API's simulators). Google's account chooser is the API's local identity page,
 * opened in a popup by the local adapter; its RS256 ID token is checked by the API as Google's would be. The PhonePe
 * app simulator frames the site as the app's web view and answers its SDK's grant-token request.
 */
const SHELL = `http://localhost:${E2E_PORTS.shell}`;
const accountMenu = (scope: Pick<Page, 'getByRole'>) => scope.getByRole('button', { name: /^Account menu/ });
const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('nivaas_auth_user') ?? 'null') as { mobile?: string } | null);

/**
 * Clicks a button that closes its own popup: the popup may be gone before the click returns (not an error then), and
 * its close is awaited from before the click, so a quick close is not missed.
 */
async function clickClosing(popup: Page, name: string): Promise<void> {
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

test.describe('Google sign-in through the simulator', () => {
  test('given /login/, when a visitor signs in with Google, then the account chooser hands its ID token back, the visitor is signed in and goes where the link said', async ({
    page,
  }, info) => {
    const google: string[] = [];
    page.on('request', (request) => request.url().includes('accounts.google.com') && google.push(request.url()));
    const first = info.project.name === 'iphone' ? 'Ishaan' : 'Anaya';
    const email = `${first.toLowerCase()}.${Date.now()}@example.in`;
    await page.goto('/login/?redirect=%2Fcities%2F');
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await expect(button).toBeVisible();
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    const [chooser] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await expect(chooser.getByRole('heading', { level: 1, name: 'Sign in with Google (simulator)' })).toBeVisible();
    await chooser.getByLabel('Name').fill(`${first} Kapoor`);
    await chooser.getByLabel('Email').fill(email);
    await clickClosing(chooser, 'Continue');

    await expect(page).toHaveURL(`${SHELL}/cities/`);
    await expect(page.getByRole('button', { name: `Account menu for ${first}` })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('nivaas_auth_token'))).toBeTruthy();
    // Google Identity Services is never loaded: the local adapter stands in for it.
    expect(google).toEqual([]);
  });

  test('given the chooser, when the visitor cancels, then they stay a guest on the sign-in page', async ({ page }) => {
    await page.goto('/login/');
    const [chooser] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Sign in with Google' }).click(),
    ]);
    await clickClosing(chooser, 'Cancel');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Nivaas' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('nivaas_auth_token'))).toBeNull();
  });
});

test.describe('a launch from the PhonePe app simulator', () => {
  test('given the app granting a token, when it opens Nivaas, then the wallet user is signed in inside the app', async ({
    page,
  }) => {
    const phone = randomPhone();
    await page.goto('/api/dev/phonepe/');
    await expect(page.getByRole('heading', { level: 1, name: 'PhonePe app (simulator)' })).toBeVisible();
    await page.getByLabel("The PhonePe user's mobile").fill(phone);
    await page.getByRole('button', { name: 'Open Nivaas in the app' }).click();
    await expect(page.getByRole('status')).toHaveText(`Nivaas asked for a grant token: sent one for ${phone}.`);
    await expect(accountMenu(page.frameLocator('#webview'))).toBeVisible();
    // The web view shares the app's storage (this origin): the session and the guest details of the wallet user.
    expect((await storedUser(page))?.mobile).toBe(phone);
    expect(await page.evaluate(() => localStorage.getItem('nivaas_phonepe_guest'))).toContain(phone);
  });

  test("given the app refusing the grant token, then the visitor stays a guest and checkout fills in the guest details from the app's storage", async ({
    page,
    request,
  }, info) => {
    const iphone = info.project.name === 'iphone';
    const guest = iphone ? { name: 'Meera Pillai', mobile: '9812345670' } : { name: 'Rohan Das', mobile: '9823456701' };
    await page.goto('/api/dev/phonepe/');
    await page.getByLabel('Refuse: the user declines').check();
    await page.getByLabel('Name').fill(guest.name);
    await page.getByLabel('Mobile', { exact: true }).fill(guest.mobile);
    await page.getByRole('button', { name: 'Open Nivaas in the app' }).click();
    await expect(page.getByRole('status')).toContainText('refused (the user declined)');
    const app = page.frameLocator('#webview');
    await expect(app.getByRole('button', { name: /^sign in$/i })).toBeVisible();
    expect(await storedUser(page)).toBeNull();

    // A booking in the app: its guest form starts from the details the app kept.
    const hotelId = await setupHotel(request, iphone ? 9 : 8);
    const dates = stay(iphone ? 770 : 720, 1);
    const itinerary = `/itinerary/?hotel_id=${hotelId}&checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0&roomtype=common&rateplan=EP`;
    await page.evaluate((src) => {
      (document.getElementById('webview') as HTMLIFrameElement).src = src;
    }, itinerary);
    await expect(app.getByRole('heading', { level: 1, name: 'Review your booking' })).toBeVisible();
    await expect(app.getByRole('textbox', { name: /^Full name/ })).toHaveValue(guest.name);
    await expect(app.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(guest.mobile);
    expect((await request.get(`${API}/api/health`)).ok()).toBe(true);
  });
});
