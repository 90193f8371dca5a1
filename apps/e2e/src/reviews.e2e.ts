import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test';
import { axeBuilder } from './support/axe';
import { E2E_PORTS } from './support/e2e-ports';
import { signInInDialog } from './support/checkout-helpers';

/**
 * Reviews on the production builds against the real API: the reviews page pages 10 at a
 * time; a demo guest with a completed stay signs in on the hotel page, writes a review, lands on the thank-you
 * page and, back on the hotel, sees it counted and shown as text. The two profiles share one database, so
 * each reviews a different stay (apps/api/src/seed/seed-demo-stays.ts): one review per stay.
 */

const API = `http://localhost:${E2E_PORTS.api}`;
/** Hotel 1136 has 20 seeded reviews (the most a seeded hotel has), and no test here writes one. */
const PAGED_HOTEL = 1136;

/** Per profile, a demo guest and a hotel where they have a completed stay with no review yet. */
const GUESTS: Record<string, { phone: string; hotelId: number }> = {
  android: { phone: '9000000003', hotelId: 1002 },
  iphone: { phone: '9000000002', hotelId: 1001 },
};
const guestFor = (info: TestInfo) => {
  const guest = GUESTS[info.project.name];
  if (!guest) throw new Error(`No demo guest for the ${info.project.name} profile`);
  return guest;
};

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: 'login_interrupt_viewed', value: '1', url: `http://localhost:${E2E_PORTS.shell}` },
  ]);
});

async function reviewCount(request: APIRequestContext, hotelId: number) {
  const response = await request.get(`${API}/api/v1/hotels/${hotelId}/reviews/?limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { totalCount: number; reviewSummary: { count: number } };
  expect(body.reviewSummary.count).toBe(body.totalCount);
  return body.totalCount;
}

/** No serious or critical axe violation in `include` (the page by default). */
async function expectAccessible(page: Page, include?: string) {
  const builder = axeBuilder(page);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The hotel page's reviews load when the reader nears them (below the fold): scroll down until they are there. */
async function hotelReviews(page: Page) {
  const section = page.getByRole('region', { name: 'Guest reviews' });
  await expect(async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(section).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return section;
}

test.describe('reviews page', () => {
  test('shows 10 reviews, then 20 after "Show more reviews", its counts agreeing with the summary', async ({
    page,
    request,
  }) => {
    const total = await reviewCount(request, PAGED_HOTEL);
    expect(total).toBeGreaterThanOrEqual(20);
    await page.goto(`/tripadvisor/reviews-${PAGED_HOTEL}/`);
    await expect(page.getByRole('heading', { level: 1, name: /^Reviews of / })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Guest reviews' });
    await expect(summary.getByText(`${total} reviews`, { exact: true })).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Reviews by star rating' }).getByRole('listitem')).toHaveCount(5);

    const reviews = page.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem');
    await expect(reviews).toHaveCount(10);
    await expect(page.getByText(`Showing 10 of ${total} reviews`)).toBeVisible();
    await expectAccessible(page);

    const firstTen = await reviews.allTextContents();
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(reviews).toHaveCount(20);
    await expect(page.getByText(`Showing 20 of ${total} reviews`)).toBeVisible();
    expect((await reviews.allTextContents()).slice(0, 10)).toEqual(firstTen);
    await expect(reviews.nth(10)).toBeFocused();
    // "More" stays while there is more; once every review is shown, the page says so.
    await expect(page.getByRole('button', { name: 'Show more reviews' })).toHaveCount(total > 20 ? 1 : 0);
    await expect(page.getByText('That is every review.')).toHaveCount(total > 20 ? 0 : 1);
  });

  test('given a hotel id the API does not know, then Not Found shows', async ({ page }) => {
    await page.goto('/tripadvisor/reviews-999999/');
    await expect(page.getByRole('heading', { level: 1, name: /could not find that page/i })).toBeVisible();
  });
});

test.describe('writing a review', () => {
  test('a guest who stayed signs in on the hotel page, writes a review, and sees it counted and shown as text', async ({
    page,
    request,
  }, testInfo) => {
    const { phone, hotelId } = guestFor(testInfo);
    const before = await reviewCount(request, hotelId);
    const marker = `${testInfo.project.name}-${Date.now()}`;
    const title = `Quiet and clean ${marker}`;
    const text = `Kind staff <img src=x onerror=alert(1)> and a quiet room ${marker}`;

    // To the hotel page by the reviews page's way back (the link is built from the hotel's own name and city).
    await page.goto(`/tripadvisor/reviews-${hotelId}/`);
    const back = page.getByRole('link', { name: /^Back to / });
    const hotelName = ((await back.textContent()) ?? '').replace(/^.*Back to /, '').trim();
    await back.click();
    await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();

    const section = await hotelReviews(page);
    await expect(section.getByText(`${before} reviews`, { exact: true })).toBeVisible();
    await section.getByRole('button', { name: 'Sign in' }).click();
    await signInInDialog(page, request, phone);

    await section.getByRole('button', { name: 'Write a review' }).click();
    const modal = page.getByRole('dialog', { name: `Review ${hotelName}` });
    await expect(modal).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');

    // Nothing is pre-selected, and our own words say what is missing.
    await modal.getByRole('button', { name: 'Send review' }).click();
    await expect(modal.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(modal.getByRole('radio', { name: '5 stars: excellent' })).toBeFocused();

    await modal.getByRole('radio', { name: '5 stars: excellent' }).check();
    await modal.getByRole('textbox', { name: 'Title' }).fill(title);
    await modal.getByRole('textbox', { name: 'Your review' }).fill(text);
    await modal.getByRole('button', { name: 'Send review' }).click();

    await expect(page).toHaveURL(new RegExp(`/tripadvisor/thank-you/\\?hotel_id=${hotelId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your review' })).toBeVisible();
    await page.getByRole('link', { name: `Back to ${hotelName}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: hotelName })).toBeVisible();
    await hotelReviews(page);
    await expect(section.getByText(`${before + 1} reviews`, { exact: true })).toBeVisible();
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
    await expect(section.getByText(text, { exact: true })).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // One review per stay: this stay is not offered again.
    await expect(section.getByRole('button', { name: 'Write a review' })).toBeHidden();
  });
});
