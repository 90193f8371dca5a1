import { expect, test, type Locator, type Page } from './support/test';

/**
 * Search that knows India: visitors type the names they say ("Bangalore", "Bombay", "Gurgaon"), misspell
 * hotel names, tap a pre-filled box and expect it to be replaced. The listing they reach names each hotel once and
 * its filter chips are big enough to tap. Runs on both mobile profiles against the seeded API.
 */

const placeField = (page: Page) => page.getByRole('combobox', { name: /city, locality, landmark or hotel/i });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const cards = (page: Page) => page.getByRole('list', { name: 'Hotels' }).getByRole('article');
/** A listing's first answer can take seconds on a busy 2-core machine (listing.e2e.ts): wait for the state. */
const LISTING_LOAD_MS = 30_000;

/** Types as a person does, one key at a time, so the suggestions follow each keystroke. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
}

async function expectTapTarget(target: Locator, name: string): Promise<void> {
  await expect(target, `${name} is on the page`).toBeVisible();
  const box = await target.boundingBox();
  expect(box, `${name} is on the page`).not.toBeNull();
  expect(box?.height ?? 0, `${name} height`).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, `${name} width`).toBeGreaterThanOrEqual(44);
}

test.describe('search: old and common names of places', () => {
  for (const { typed, city, slug } of [
    { typed: 'Bangalore', city: 'Bengaluru, Karnataka', slug: 'bengaluru' },
    { typed: 'Bombay', city: 'Mumbai, Maharashtra', slug: 'mumbai' },
    { typed: 'Gurgaon', city: 'Gurugram, Haryana', slug: 'gurugram' },
  ]) {
    test(`given "${typed}" typed on home, then ${city} is suggested under its own name and leads to its listing`, async ({
      page,
    }) => {
      await page.goto('/');
      await typeInto(placeField(page), typed);
      const option = page.getByRole('option', { name: new RegExp(`^${city}`) });
      await expect(option).toBeVisible();
      // The hint says why a place of another name came up.
      await expect(option).toContainText(typed);
      await expect(page.getByRole('option').first()).toHaveAccessibleName(new RegExp(`^${city}`));
      await option.click();
      await expect(placeField(page)).toHaveValue(city.split(',')[0] ?? city);
      await searchButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/hotels-in-${slug}/\\?`));
      await expect(page.getByRole('heading', { level: 1, name: `Hotels in ${city.split(',')[0]}` })).toBeVisible();
      await expect(cards(page).first()).toBeVisible({ timeout: LISTING_LOAD_MS });
    });
  }

  test('given "Bombay" typed and searched without picking a suggestion, then the Mumbai listing opens', async ({
    page,
  }) => {
    await page.goto('/');
    await typeInto(placeField(page), 'Bombay');
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/hotels-in-mumbai\/\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Mumbai' })).toBeVisible();
  });

  test('given a misspelt hotel name, then the hotel is suggested and opens; the search screen finds it too', async ({
    page,
  }) => {
    await page.goto('/');
    await typeInto(placeField(page), 'Nivas Orchid Koramangla');
    const option = page.getByRole('option', { name: /^Nivaas Orchid Koramangala/ });
    await expect(option).toBeVisible();
    await option.click();
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/hotels-in-bengaluru\/nivaas-orchid-koramangala-1001\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Nivaas Orchid Koramangala' })).toBeVisible();

    await page.goto('/search/Nivas%20Orchid/');
    const hotels = page.getByRole('region', { name: 'Hotels' });
    await expect(hotels.getByRole('link', { name: /Nivaas Orchid Koramangala/ })).toBeVisible();
  });
});

test.describe('search: the place box', () => {
  /** Home with "Goa" pre-filled from the last search, as a returning visitor sees it. */
  async function homeWithGoa(page: Page): Promise<void> {
    await page.goto('/');
    await typeInto(placeField(page), 'Goa');
    await page.getByRole('option', { name: /^Goa, Goa/ }).click();
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/hotels-in-goa\/\?/);
    await page.goto('/');
    await expect(placeField(page)).toHaveValue('Goa');
  }

  test('given a pre-filled box, when it is tapped and a place typed, then the place replaces the old text', async ({
    page,
  }) => {
    await homeWithGoa(page);
    await placeField(page).tap();
    await expect(placeField(page)).toBeFocused();
    await page.keyboard.type('Kempegowda');
    await expect(placeField(page)).toHaveValue('Kempegowda');
    await expect(page.getByRole('option', { name: /^Kempegowda International Airport/ })).toBeVisible();
  });

  test('given a pre-filled box, when Clear is tapped, then it is empty in one tap with the focus back in it', async ({
    page,
  }) => {
    await homeWithGoa(page);
    const clear = page.getByRole('button', { name: 'Clear', exact: true });
    await expectTapTarget(clear, 'Clear');
    await clear.tap();
    await expect(placeField(page)).toHaveValue('');
    await expect(placeField(page)).toBeFocused();
    await expect(clear).toBeHidden();
    await page.keyboard.type('Pune');
    await expect(placeField(page)).toHaveValue('Pune');
  });
});

test.describe('search: a locality listing', () => {
  /** Scrolls until every hotel the listing counts is on the page (cards come a page at a time as the end nears). */
  async function everyCard(page: Page): Promise<{ names: string[]; links: string[] }> {
    const count = page.getByRole('status').filter({ hasText: /^\d+ hotels?$/ });
    await expect(count).toBeVisible();
    const total = Number((await count.innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(12);
    await expect(async () => {
      await cards(page).last().scrollIntoViewIfNeeded();
      await expect(cards(page)).toHaveCount(total, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // Text content, not innerText: a card past the first page skips its rendering off screen (content-visibility),
    // and the cards the listing brings late may arrive below the one last scrolled to.
    const names = await cards(page).getByRole('heading', { level: 2 }).allTextContents();
    const links = await cards(page)
      .locator('a[href*="/hotels-in-bengaluru/"]')
      .evaluateAll((anchors) => [...new Set(anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))]);
    return { names, links };
  }

  test('given /hotels-in-koramangala-bengaluru/, then every hotel shows once, after scrolling and after a sort', async ({
    page,
  }) => {
    await page.goto('/hotels-in-koramangala-bengaluru/');
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Koramangala, Bengaluru' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible({ timeout: LISTING_LOAD_MS });
    const first = await everyCard(page);
    expect(first.names).toEqual([...new Set(first.names)]);
    expect(first.links).toHaveLength(first.names.length);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await page.getByRole('dialog', { name: 'Sort by' }).getByRole('radio', { name: 'Price: low to high' }).click();
    await expect(page.getByRole('button', { name: /^Sort: Price: low to high/ })).toBeVisible();
    const sorted = await everyCard(page);
    expect(sorted.names).toEqual([...new Set(sorted.names)]);
    expect([...sorted.names].sort()).toEqual([...first.names].sort());
  });

  test('given a listing, then every filter chip and control of its bar is at least 44 px tall', async ({ page }) => {
    await page.goto('/hotels-in-koramangala-bengaluru/');
    const bar = page.getByRole('group', { name: 'Filters and sort' });
    await expect(bar).toBeVisible({ timeout: LISTING_LOAD_MS });
    const controls = bar.getByRole('button');
    await expect(controls.first()).toBeVisible();
    const heights = await controls.evaluateAll((buttons) =>
      buttons.map((b) => ({ name: b.textContent ?? '', height: b.getBoundingClientRect().height })),
    );
    expect(heights.length).toBeGreaterThanOrEqual(6);
    for (const { name, height } of heights) expect({ name, tall: height >= 44 }).toEqual({ name, tall: true });
  });
});
