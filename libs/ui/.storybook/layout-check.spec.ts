/**
 * @jest-environment node
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { findLayoutProblems } from './layout-check';

// Debian's Chromium, as the story tests use it (test-runner-jest.config.js).
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] || '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run'];

// The layout check in a real browser at 360 px, on pages with one planted defect each and on their fixed twins.
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  page = await browser.newPage({ viewport: { width: 360, height: 740 } });
}, 30_000);
afterAll(() => browser?.close());

async function problemsOf(body: string): Promise<string[]> {
  await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/1.2 sans-serif">${body}</body></html>`);
  return page.evaluate(findLayoutProblems, { minTarget: 44 });
}

const BUTTON = 'style="height:48px;padding:0 12px"';

describe('findLayoutProblems', () => {
  it('finds nothing on a page of full-size controls and a link inside a sentence', async () => {
    await expect(
      problemsOf(`<button ${BUTTON}>Book now</button><p>Read <a href="/terms">the terms</a> first.</p>`),
    ).resolves.toEqual([]);
  });

  it('finds a tap target under 44 px, and measures a checkbox with its label', async () => {
    const problems = await problemsOf(`
      <ul><li><a href="/">Go to the home page</a></li></ul>
      <label style="display:block;min-height:48px"><input type="checkbox"> Big label</label>
      <input id="small" type="checkbox"><label for="small">Small label</label>`);
    expect(problems).toEqual([
      expect.stringMatching(/^tap target \d+×\d+ px: <a> "Go to the home page"$/),
      expect.stringMatching(/^tap target \d+×\d+ px: <label> "Small label"$/),
    ]);
  });

  it('counts an invisible hit area (a stretched link, a hit band) and leaves out disabled controls', async () => {
    const problems = await problemsOf(`
      <article style="position:relative;height:120px"><a href="/h/1" id="card">Hotel</a></article>
      <style>#card::after{content:'';position:absolute;inset:0}
        .band{position:relative;height:36px;width:60px}.band::after{content:'';position:absolute;inset:-6px 0}</style>
      <button class="band">Chip</button>
      <button disabled style="height:20px">Sold out</button>`);
    expect(problems).toEqual([]);
  });

  it('finds a control whose words are cut, and a price cut by an ellipsis', async () => {
    const problems = await problemsOf(`
      <button style="height:48px;width:48px;overflow:hidden;white-space:nowrap">Remove coupon</button>
      <p style="width:30px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">₹2,464</p>`);
    expect(problems).toEqual([
      expect.stringMatching(/^clipped text .*: <button> "Remove coupon"$/),
      expect.stringMatching(/^clipped text .*: <p> "₹2,464"$/),
    ]);
  });

  it("leaves out an ellipsis on words the control's aria-label gives whole, but not one it does not", async () => {
    const name = 'style="display:block;width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap"';
    const problems = await problemsOf(`
      <button ${BUTTON} aria-label="Account menu for Venkatanarasimharajuvaripeta"><span ${name}>Venkatanarasimharajuvaripeta</span></button>
      <button ${BUTTON} aria-label="Account menu"><span ${name}>Venkatanarasimharajuvaripeta</span></button>`);
    expect(problems).toEqual([expect.stringMatching(/^clipped text .*: <span> "Venkatanarasimharajuvaripeta"$/)]);
  });

  it('finds the outermost box past the viewport, but not one inside a horizontal scroller', async () => {
    const problems = await problemsOf(`
      <div id="wide" style="width:500px"><span style="display:block;width:480px">Too wide</span></div>
      <div style="overflow-x:auto"><div style="width:900px">Swipe row</div></div>`);
    expect(problems).toEqual([
      'page 500 px wide in a 360 px viewport',
      expect.stringMatching(/^overflow 0…500 px in a 360 px viewport: <div> "Too wide"$/),
    ]);
  });

  it('finds a page made wide by a visually hidden box past a scroller, and not once the box is held', async () => {
    const row = (held: string) => `
      <style>.hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}</style>
      <ul style="display:flex;overflow-x:auto;margin:0;padding:0">
        ${Array.from({ length: 8 }, (_, i) => `<li style="flex:none"><a href="/c/${i}" style="display:inline-flex;min-width:80px;min-height:48px;${held}">City<span class="hidden">City ${i}, 42 hotels</span></a></li>`).join('')}
      </ul>`;
    expect(await problemsOf(row(''))).toEqual([expect.stringMatching(/^page \d+ px wide in a 360 px viewport$/)]);
    expect(await problemsOf(row('position:relative'))).toEqual([]);
  });
});
