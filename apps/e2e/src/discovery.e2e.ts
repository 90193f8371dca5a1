import { expect, test, type Page } from './support/test';

/** Today in Asia/Kolkata (the site's calendar), plus n days, as YYYY-MM-DD. */
function kolkataDay(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + offset);
  return day.toISOString().slice(0, 10);
}
/** docs/rules.md 5: the site's queries carry DD-MM-YYYY. */
const siteDate = (iso: string) => iso.split('-').reverse().join('-');

const placeField = (page: Page) => page.getByRole('combobox', { name: /city, locality, landmark or hotel/i });

test.describe('discovery: home', () => {
  test('given /, then the heading, the search widget and popular cities render', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /budget hotels across india/i })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search hotels' })).toBeVisible();
    await expect(placeField(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /rooms and guests/i })).toHaveText(/1 room, 1 guest/);
    const cities = page.getByRole('region', { name: 'Popular cities' });
    await expect(cities.getByRole('link', { name: /bengaluru/i })).toHaveAttribute('href', '/hotels-in-bengaluru/');
    const image = cities.getByRole('link', { name: /bengaluru/i }).locator('img');
    await expect(image).toHaveAttribute('srcset', /320w/);
    await expect(image).toHaveAttribute('width', '640');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('given "Bengaluru" searched through the widget with dates and rooms, then its listing opens carrying them; home pre-fills it after a reload', async ({
    page,
  }) => {
    const checkin = kolkataDay(2);
    const checkout = kolkataDay(5);
    await page.goto('/');
    await placeField(page).fill('Bengaluru');
    await page.getByRole('option', { name: /^Bengaluru, Karnataka/ }).click();
    await expect(placeField(page)).toHaveValue('Bengaluru');

    await page.getByRole('button', { name: /^dates/i }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose your dates' });
    await calendar.locator(`[data-day="${checkin}"]`).click();
    await calendar.locator(`[data-day="${checkout}"]`).click();
    await expect(calendar).toBeHidden();
    await expect(page.getByRole('button', { name: /^dates/i })).toContainText('3 nights');

    await page.getByRole('button', { name: /rooms and guests/i }).click();
    const rooms = page.getByRole('dialog', { name: 'Rooms and guests' });
    await rooms.getByRole('button', { name: 'Add an adult to room 1' }).click();
    await rooms.getByRole('button', { name: 'Add room' }).click();
    await rooms.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: /rooms and guests/i })).toHaveText(/2 rooms, 3 guests/);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/hotels-in-bengaluru\/\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('checkin')).toBe(siteDate(checkin));
    expect(url.searchParams.get('checkout')).toBe(siteDate(checkout));
    expect(url.searchParams.get('roomconfig')).toBe('2-0,1-0');

    await page.goto('/');
    await page.reload();
    await expect(placeField(page)).toHaveValue('Bengaluru');
    await expect(page.getByRole('button', { name: /^dates/i })).toContainText('3 nights');
    await expect(page.getByRole('button', { name: /rooms and guests/i })).toHaveText(/2 rooms, 3 guests/);
  });

  test('given the search widget, then suggestions are reachable by keyboard and a blank search says what is missing', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(placeField(page)).toHaveAttribute('aria-invalid', 'true');
    await placeField(page).pressSequentially('Goa');
    await expect(page.getByRole('listbox')).toBeVisible();
    await placeField(page).press('ArrowDown');
    await expect(placeField(page)).toHaveAttribute('aria-activedescendant', /option-0/);
    await placeField(page).press('Enter');
    await expect(placeField(page)).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/hotels-in-goa\/\?/);
  });
});

test.describe('discovery: cities and search', () => {
  test('given /cities/, then every city is listed sorted by name, each to its listing', async ({ page }) => {
    await page.goto('/cities/');
    await expect(page.getByRole('heading', { level: 1, name: 'All cities' })).toBeVisible();
    const links = page.getByRole('main').getByRole('link', { name: /hotels$/ });
    await expect(links.first()).toBeVisible();
    const names = await links.locator('span:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // In the list (the top cities above it lead to the same listing).
    await expect(page.getByRole('link', { name: /^Bengaluru Karnataka/ })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/',
    );
    await expect(page.getByRole('link', { name: /^Bengaluru \(\d+ hotels\)$/ })).toHaveAttribute(
      'href',
      '/hotels-in-bengaluru/',
    );
  });

  test('given /search/Bengaluru/, then places and hotels are found and lead on', async ({ page }) => {
    await page.goto('/search/Bengaluru/');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “Bengaluru”' })).toBeVisible();
    const places = page.getByRole('region', { name: 'Places' });
    await expect(places.getByRole('link', { name: /^Bengaluru, Karnataka/ })).toHaveAttribute(
      'href',
      /^\/hotels-in-bengaluru\/\?/,
    );
    await expect(placeField(page)).toHaveValue('Bengaluru');
    await places.getByRole('link', { name: /^Bengaluru, Karnataka/ }).click();
    await expect(page).toHaveURL(/\/hotels-in-bengaluru\/\?.*roomconfig=1-0/);
  });

  test('given a malformed %-sequence after /search/, then the page still renders', async ({ page }) => {
    // Reached in the app (a link, a pasted path): the shell server refuses such a URL outright (Fastify FST_ERR_BAD_URL).
    await page.goto('/search/');
    await expect(page.getByRole('heading', { level: 1, name: 'Search hotels' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/search/%E0%A4%A/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “%E0%A4%A”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /nothing found/i })).toBeVisible();
  });
});
