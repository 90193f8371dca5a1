import { expect, type Locator, type Page } from './test';
import { expectItinerary, gatewayOrderOf, payButton, paymentSection, priceSummary, rupees } from './checkout-helpers';

/** One line of a money summary as a screen shows it: its label and signed amount ("−₹183" is -183). */
export interface ShownLine {
  readonly label: string;
  readonly amount: number;
}

/** The rows (dt/dd pairs) of a price summary region, in order, with their signed amounts. */
export async function shownLines(region: Locator): Promise<ShownLine[]> {
  const rows = await region
    .locator('dl > div')
    .evaluateAll((divs) =>
      divs.map((div) => [div.querySelector('dt')?.textContent ?? '', div.querySelector('dd')?.textContent ?? '']),
    );
  return rows.map(([label = '', value = '']) => ({
    label: label.trim(),
    amount: (/[−-]/.test(value) ? -1 : 1) * rupees(value),
  }));
}

/**
 * Checks that a summary adds up: every line marked as a total (by its label) is the sum of the lines since the
 * previous total (that total included). Returns the lines for the record.
 */
export function expectAddsUp(lines: readonly ShownLine[], totals: readonly RegExp[]): void {
  expect(lines.some((line) => totals.some((total) => total.test(line.label)))).toBe(true);
  let running = 0;
  for (const line of lines) {
    if (totals.some((total) => total.test(line.label))) {
      expect(`${line.label} ${line.amount}`).toBe(`${line.label} ${running}`);
      running = line.amount;
    } else running += line.amount;
  }
}

/** What a listing card says of its price: per night, the stay's total, and the struck price when there is one. */
export interface CardPrice {
  readonly name: string;
  readonly perNight: number;
  readonly stay: number;
  readonly struck: number | null;
  readonly notes: string;
}

/** The first priced card of the open listing, read as a guest reads it. */
export async function firstCardPrice(page: Page, nights: number): Promise<{ card: Locator; price: CardPrice }> {
  const card = page.getByRole('list', { name: 'Hotels' }).getByRole('article').filter({ hasText: '₹' }).first();
  await expect(card).toBeVisible();
  const text = await card.innerText();
  const name = await card.getByRole('heading', { level: 2 }).innerText();
  const perNight = rupees(text);
  const stayTotal = /₹([\d,]+) for \d+ nights/.exec(text)?.[1];
  const struck = (await card.locator('s').count()) > 0 ? rupees(await card.locator('s').innerText()) : null;
  return {
    card,
    price: {
      name,
      perNight,
      stay: stayTotal ? Number(stayTotal.replace(/,/g, '')) : nights === 1 ? perNight : Number.NaN,
      struck,
      notes: text,
    },
  };
}

/**
 * The hotel page's price breakup (its modal's table: each night, then the summary lines and the total), checked to
 * add up: the nights to the room charges, the lines to the total. Closes the modal again.
 */
export async function hotelPageBreakup(page: Page): Promise<ShownLine[]> {
  await page.getByRole('region', { name: 'Your choice' }).getByRole('button', { name: 'View price breakup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Price breakup' });
  await expect(dialog).toBeVisible();
  const rows = await dialog
    .locator('tbody tr, tfoot tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
  const lines: ShownLine[] = rows.map(([label = '', value = '']) => ({
    label: label.trim(),
    amount: (/[−-]/.test(value) ? -1 : 1) * rupees(value),
  }));
  const nights = lines.filter((line) => / × /.test(line.label));
  const room = lines.find((line) => line.label === 'Room charges');
  if (nights.length && room) expect(nights.reduce((sum, n) => sum + n.amount, 0)).toBe(room.amount);
  expectAddsUp(
    lines.filter((line) => !nights.includes(line)),
    [/^Total for your stay$/],
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return lines;
}

/** The hotel page's booking bar total (the chosen room and plan, the whole stay). */
export async function hotelPageTotal(page: Page): Promise<number> {
  const bar = page.getByRole('region', { name: 'Your choice' });
  await expect(bar).toContainText('₹');
  return rupees(await bar.innerText());
}

/** From the itinerary, pays now by UPI and returns what the simulated gateway asks for. */
export async function payNowAtGateway(page: Page): Promise<{ orderId: string; amount: number; button: number }> {
  await expectItinerary(page);
  await paymentSection(page)
    .getByRole('radio', { name: /^Pay now/ })
    .check();
  await paymentSection(page).getByRole('radio', { name: 'UPI', exact: true }).check();
  const button = rupees(await payButton(page).innerText());
  await payButton(page).click();
  const { orderId, amount } = await gatewayOrderOf(page);
  // The gateway says what its amount includes, as every screen before it did.
  await expect(page.getByText(/with taxes and fees/)).toBeVisible();
  return { orderId, amount, button };
}

/** The itinerary's price summary lines, checked to add up to its two totals. */
export async function itineraryLines(page: Page): Promise<ShownLine[]> {
  await expectItinerary(page);
  await expect(priceSummary(page).getByText('Total payable')).toBeVisible();
  const lines = await shownLines(priceSummary(page));
  // Room price, tax, platform fee and the total at least: an empty summary must not pass as adding up.
  expect(lines.length).toBeGreaterThanOrEqual(4);
  expectAddsUp(lines, [/^Price with taxes and fees$/, /^Total payable$/]);
  return lines;
}

/**
 * The confirmation's price lines once shown, checked to add up: the stay's lines to its total with taxes and
 * fees, points and the payment offer to what was paid in money, and paid plus still due to that.
 */
export async function confirmationLines(page: Page): Promise<ShownLine[]> {
  const region = page.getByRole('region', { name: 'Price', exact: true });
  await expect(region.getByText('Paid', { exact: true })).toBeVisible();
  const lines = await shownLines(region);
  const settled = /^(Paid|Still to pay|To pay at the hotel|Balance to pay)$/;
  expectAddsUp(
    lines.filter((line) => !settled.test(line.label)),
    [/^Total \(taxes and fees included\)$/, /^Paid in money$/],
  );
  const toPay =
    lines.find((line) => line.label === 'Paid in money')?.amount ??
    lines.find((line) => line.label === 'Total (taxes and fees included)')?.amount;
  const settledSum = lines.filter((line) => settled.test(line.label)).reduce((sum, line) => sum + line.amount, 0);
  expect(settledSum).toBe(toPay);
  return lines;
}
