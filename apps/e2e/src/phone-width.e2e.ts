import { expect, test, type APIRequestContext, type Page } from './support/test';
import { API, bookViaApi, signInAs } from './support/account-helpers';
import { stay } from './support/checkout-helpers';
import { randomPhone } from './support/otp-inbox';
import { expectNothingCutOff } from './support/phone-width';
import { englishWordsFor, expectNoEnglish } from './support/english-words';

/**
 * Phone-width quality: at 360 px, in en-IN, in fr-FR (whose words are longer) and in hi-IN (Devanagari), as a first-time
 * guest and as a member with a coupon and points, no button, link, label or heading has its text cut off and
 * nothing outside a horizontal scroller runs past the screen's edge, on the home, listing, hotel, itinerary,
 * confirmation, booking detail, cancellation and rewards screens. Bookings are set up through the API.
 */

/** Days of this suite, away from the other suites' (honest prices 260-320, account 300-430, checkout 120-250). */
const LOCALE_DAYS = { 'en-IN': 0, 'fr-FR': 15, 'hi-IN': 60 } as const;
const widthStay = (project: string, locale: keyof typeof LOCALE_DAYS, slot: number) =>
  stay((project === 'iphone' ? 470 : 440) + LOCALE_DAYS[locale] + slot * 4, 2);

async function confirmationLinks(request: APIRequestContext, orderId: string, token: string) {
  const response = await request.get(`${API}/api/v1/booking/${orderId}/confirmation/?t=${token}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { links: { cancellation: string | null } }).links;
}

/**
 * Each screen's checks: nothing cut off, and in French and Hindi no English word of the site's texts (the UI's and the
 * API's) on it.
 */
async function screenCheck(request: APIRequestContext, locale: keyof typeof LOCALE_DAYS) {
  const english = locale === 'en-IN' ? null : await englishWordsFor(request, locale);
  return async (page: Page, screen: string) => {
    await expectNothingCutOff(page, screen);
    if (english) await expectNoEnglish(page, english, screen);
  };
}

for (const locale of ['en-IN', 'fr-FR', 'hi-IN'] as const) {
  test.describe(`nothing cut off at 360 px in ${locale}`, () => {
    test.use({ viewport: { width: 360, height: 760 }, locale });

    test('a first-time guest: home, listing, hotel, itinerary, confirmation and cancellation', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const check = await screenCheck(request, locale);
      const dates = widthStay(info.project.name, locale, 0);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'home');

      await page.goto(`/hotels-in-bengaluru/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=2-0,1-1`);
      const card = page.getByRole('article').filter({ hasText: '₹' }).first();
      await expect(card).toBeVisible();
      await check(page, 'listing');

      await card.getByRole('heading', { level: 2 }).getByRole('link').click();
      const bar = page.getByRole('region', { name: /^(Your choice|Votre choix|आपकी पसंद)$/ });
      await expect(bar).toContainText('₹');
      await check(page, 'hotel');

      // A toast never covers the primary action (regression: "Link copied" over Book now).
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: /^(Share|Partager) |शेयर करें$/ }).click();
      const toast = page.getByRole('status').filter({ hasText: /Link copied|Lien copié|लिंक कॉपी हो गया/ });
      await expect(toast).toBeVisible();
      const [toastBox, bookBox] = [await toast.boundingBox(), await bar.getByRole('link').last().boundingBox()];
      expect(toastBox && bookBox).toBeTruthy();
      if (toastBox && bookBox)
        expect(toastBox.y + toastBox.height <= bookBox.y || bookBox.y + bookBox.height <= toastBox.y).toBe(true);

      await bar.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/itinerary\/\?.*bid=/);
      await expect(page.locator('#price-summary-title')).toBeVisible();
      await check(page, 'itinerary (guest)');

      const booking = await bookViaApi(request, {
        checkin: widthStay(info.project.name, locale, 1).apiCheckin,
        checkout: widthStay(info.project.name, locale, 1).apiCheckout,
      });
      await page.goto(`/confirmation/${booking.orderId}/?t=${booking.token}`);
      await expect(page.locator('#confirmation-price')).toBeVisible();
      await check(page, 'confirmation');

      const { cancellation } = await confirmationLinks(request, booking.orderId, booking.token);
      expect(cancellation).toBeTruthy();
      await page.goto(cancellation ?? '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button').first()).toBeVisible();
      await check(page, 'cancellation');
    });

    test('a member: itinerary with a coupon and points, booking detail and rewards', async ({
      page,
      request,
    }, info) => {
      test.setTimeout(120_000);
      const check = await screenCheck(request, locale);
      const phone = randomPhone();
      const token = await signInAs(page, request, phone);
      // A confirmed stay earns the member points and gives them a booking to open.
      const earned = await bookViaApi(request, {
        token,
        checkin: widthStay(info.project.name, locale, 2).apiCheckin,
        checkout: widthStay(info.project.name, locale, 2).apiCheckout,
        guest: { name: 'Asha Rao', mobile: phone },
      });

      const dates = widthStay(info.project.name, locale, 3);
      await page.goto(`/hotels-in-bengaluru/?checkin=${dates.checkin}&checkout=${dates.checkout}&roomconfig=1-0`);
      const card = page.getByRole('article').filter({ hasText: '₹' }).first();
      await card.getByRole('heading', { level: 2 }).getByRole('link').click();
      const bar = page.getByRole('region', { name: /^(Your choice|Votre choix|आपकी पसंद)$/ });
      await expect(bar).toContainText('₹');
      await bar.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/itinerary\/\?.*bid=/);
      const points = page.getByRole('switch');
      await points.click();
      await expect(points).toBeChecked();
      await expect(page.locator('#price-summary-title')).toBeVisible();
      await check(page, 'itinerary (member, coupon and points)');

      await page.goto(`/account/booking-history/${earned.orderId}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#booking-payment')).toBeVisible();
      await check(page, 'booking detail');

      await page.goto('/rewards/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(page, 'rewards');
    });
  });
}
