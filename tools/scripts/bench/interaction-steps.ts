import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The taps the interaction benchmark makes, with the accessible roles and names the e2e tests use
 * (apps/e2e/src/listing.e2e.ts, hotel.e2e.ts, hotel-pricing.e2e.ts). Each step taps one control and waits for what
 * the visitor sees change; `after` puts the page back for the next step without a tap (not measured).
 */
export interface InteractionStep {
  readonly name: string;
  /** The control to tap. */
  readonly target: (page: Page) => Promise<Locator> | Locator;
  /** Resolves once the tap's outcome is visible. */
  readonly outcome: (page: Page, target: Locator) => Promise<void>;
  readonly after?: (page: Page) => Promise<void>;
}

export interface InteractionPage {
  readonly path: string;
  /** Resolves once the page is hydrated and shows what its steps tap. */
  readonly ready: (page: Page) => Promise<void>;
  readonly steps: readonly InteractionStep[];
}

/** How long a step's outcome may take on a 4x slower CPU before the step is reported as failed. */
export const STEP_TIMEOUT_MS = 15_000;
/** A city listing's first answer (160 hotels, filters in a worker) has taken over 5 s on a busy machine. */
const FIRST_LOAD_MS = 60_000;

const visible = (locator: Locator) => expect(locator).toBeVisible({ timeout: STEP_TIMEOUT_MS });
const hidden = (locator: Locator) => expect(locator).toBeHidden({ timeout: STEP_TIMEOUT_MS });
const checked = (locator: Locator) => expect(locator).toBeChecked({ timeout: STEP_TIMEOUT_MS });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The page has hydrated: bootstrap.tsx marks <html> once the app has taken the server's HTML over. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: FIRST_LOAD_MS });
}

const cards = (page: Page) => page.getByRole('list', { name: 'Hotels' }).getByRole('article');
const hotelCount = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ hotels?$/ });

export const LISTING: InteractionPage = {
  path: '/hotels-in-bengaluru/',
  ready: async (page) => {
    await appReady(page);
    await expect(cards(page).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(hotelCount(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
  },
  steps: [
    {
      name: 'quick filters chip: sheet opens',
      target: (page) => page.getByRole('button', { name: /^Quick filters/ }),
      outcome: (page) => visible(dialog(page, 'Quick filters')),
    },
    {
      name: 'quick filter option: checked',
      target: (page) => dialog(page, 'Quick filters').getByRole('checkbox').first(),
      outcome: (_page, target) => checked(target),
    },
    {
      name: 'quick filter apply: sheet closes',
      target: (page) => dialog(page, 'Quick filters').getByRole('button', { name: /^Show \d+ hotels?$/ }),
      outcome: (page) => hidden(dialog(page, 'Quick filters')),
    },
    {
      name: 'sort chip: sheet opens',
      target: (page) => page.getByRole('button', { name: /^Sort:/ }),
      outcome: (page) => visible(dialog(page, 'Sort by')),
    },
    {
      name: 'sort choice: applied, sheet closes',
      target: (page) => dialog(page, 'Sort by').getByRole('radio', { name: 'Price: low to high' }),
      outcome: async (page) => {
        await hidden(dialog(page, 'Sort by'));
        await visible(page.getByRole('button', { name: /^Sort: Price: low to high/ }));
      },
    },
    {
      name: 'modify search: search sheet opens',
      target: (page) => page.getByRole('button', { name: 'Modify search' }),
      outcome: (page) => visible(dialog(page, 'Modify search')),
    },
    {
      name: 'dates: calendar opens',
      target: (page) => dialog(page, 'Modify search').getByRole('button', { name: /^dates/i }),
      outcome: (page) => visible(dialog(page, 'Choose your dates')),
      after: async (page) => {
        // Escape closes the calendar, then the search sheet (keys, not taps: outside every step's window).
        for (const name of ['Choose your dates', 'Modify search']) {
          if (await dialog(page, name).isVisible()) {
            await page.keyboard.press('Escape');
            await hidden(dialog(page, name));
          }
        }
      },
    },
    {
      name: 'rating chip: filter panel opens',
      target: (page) => page.getByRole('button', { name: /^Rating/ }),
      outcome: (page) => visible(dialog(page, 'Rating')),
    },
  ],
};

const bookableRooms = (page: Page) => page.getByRole('list', { name: 'Room types' }).locator('article[data-bookable]');

/** A rate plan of the nth bookable room that is not chosen, pinned by its code (a checked: false query would move). */
async function otherPlan(page: Page, room: number): Promise<Locator> {
  const article = bookableRooms(page).nth(room);
  const code = (await article.getByRole('radio', { checked: false, disabled: false }).first().getAttribute('value', {
    timeout: STEP_TIMEOUT_MS,
  })) as string;
  return article.locator(`input[type="radio"][value="${code}"]`);
}

export const HOTEL: InteractionPage = {
  path: '/hotels-in-bengaluru/nivaas-suites-marathahalli-1042/',
  ready: async (page) => {
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(bookableRooms(page).first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  },
  steps: [
    {
      name: 'rate plan: another plan chosen',
      target: (page) => otherPlan(page, 0),
      outcome: (_page, target) => checked(target),
    },
    {
      name: 'room: a plan of another room chosen',
      target: (page) => otherPlan(page, 1),
      outcome: (_page, target) => checked(target),
    },
    {
      name: 'price breakup: sheet opens',
      target: (page) => page.getByRole('button', { name: 'View price breakup' }),
      outcome: (page) => visible(dialog(page, 'Price breakup')),
      after: async (page) => {
        await page.keyboard.press('Escape');
        await hidden(dialog(page, 'Price breakup'));
      },
    },
  ],
};

export const INTERACTION_PAGES: readonly InteractionPage[] = [LISTING, HOTEL];

/**
 * Taps a control as a finger would. A styled radio or checkbox may hide its input under its label: then the label,
 * which is what the visitor touches.
 */
export async function tapControl(target: Locator): Promise<void> {
  try {
    await target.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  } catch {
    throw new Error(`no control to tap within ${STEP_TIMEOUT_MS / 1000} s: ${target.toString()}`);
  }
  const control = (await target.isVisible()) ? target : target.locator('xpath=ancestor::label[1]');
  await control.tap({ timeout: STEP_TIMEOUT_MS });
}
