import fc from 'fast-check';
import {
  isLoginInterruptEligible,
  isLoginInterruptRoute,
  LOGIN_INTERRUPT_IDLE_MS,
  type LoginInterruptInput,
  loginInterruptMoment,
  type LoginInterruptMomentInput,
  PROMPT_FREE_SCREENS,
  recordLoginInterruptView,
} from './login-interrupt';

const now = Date.UTC(2026, 10, 21, 6, 30);
const quietHome: LoginInterruptMomentInput = {
  screen: 'home',
  pathname: '/',
  fieldFocused: false,
  dialogOpen: false,
  pageHidden: false,
  lastActivityAt: null,
  now,
};

describe('loginInterruptMoment (nothing interrupts a guest who is doing something)', () => {
  it('given a quiet home page, then the prompt may open', () => {
    expect(loginInterruptMoment(quietHome)).toBe('open');
  });

  it.each([
    ['itinerary', '/itinerary/'],
    ['payment-process', '/payment-process/NV1/'],
    ['razorpay-payment-process', '/razorpay-payment-process/'],
    ['confirmation', '/confirmation/NV1/'],
    ['login', '/login/'],
    ['my-profile', '/my-profile/'],
    ['update-profile', '/update-profile/'],
    ['web-checkin', '/web-checkin/abc/'],
    ['feedback', '/feedback/f1/'],
    ['feedback-change', '/feedback/f1/change/'],
    ['feedback-thanks', '/feedback/f1/thanks/'],
    ['reset-password', '/user/reset-password/tok/'],
    ['booking-cancellation', '/c-abc/'],
  ])('given the %s screen (%s), then never, even on a quiet page', (screen, pathname) => {
    expect(loginInterruptMoment({ ...quietHome, screen, pathname })).toBe('never');
  });

  it('lists exactly the checkout, payment, confirmation and account-form screens', () => {
    expect([...PROMPT_FREE_SCREENS].sort()).toEqual(
      [
        'booking-cancellation',
        'confirmation',
        'feedback',
        'feedback-change',
        'feedback-thanks',
        'itinerary',
        'login',
        'my-profile',
        'payment-process',
        'razorpay-payment-process',
        'reset-password',
        'update-profile',
        'web-checkin',
      ].sort(),
    );
  });

  it.each(['/brands/itsy/', '/terms/', '/terms/rewards-info', '/policy'])(
    'keeps docs/rules.md section 2: never on %s',
    (pathname) => {
      expect(loginInterruptMoment({ ...quietHome, screen: 'brand', pathname })).toBe('never');
    },
  );

  it('given a field with the focus (the search box on home), then it waits', () => {
    expect(loginInterruptMoment({ ...quietHome, fieldFocused: true })).toBe('wait');
  });

  it('given another dialog open or a hidden tab, then it waits', () => {
    expect(loginInterruptMoment({ ...quietHome, dialogOpen: true })).toBe('wait');
    expect(loginInterruptMoment({ ...quietHome, pageHidden: true })).toBe('wait');
  });

  it('given the guest just typed or tapped, then it waits until the page has been idle long enough', () => {
    const typed = now - LOGIN_INTERRUPT_IDLE_MS + 1;
    expect(loginInterruptMoment({ ...quietHome, lastActivityAt: typed })).toBe('wait');
    expect(loginInterruptMoment({ ...quietHome, lastActivityAt: now - LOGIN_INTERRUPT_IDLE_MS })).toBe('open');
  });

  it('property: it opens only on a quiet page with no focused field, and never on a prompt-free screen', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('home', 'listing', 'hotel-details', 'cities', ...PROMPT_FREE_SCREENS),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: now - 60_000, max: now })),
        (screen, fieldFocused, dialogOpen, pageHidden, lastActivityAt) => {
          const moment = loginInterruptMoment({
            ...quietHome,
            screen,
            fieldFocused,
            dialogOpen,
            pageHidden,
            lastActivityAt,
          });
          if ((PROMPT_FREE_SCREENS as readonly string[]).includes(screen)) expect(moment).toBe('never');
          if (moment === 'open') {
            expect(fieldFocused || dialogOpen || pageHidden).toBe(false);
            expect(lastActivityAt === null || now - lastActivityAt >= LOGIN_INTERRUPT_IDLE_MS).toBe(true);
          }
        },
      ),
    );
  });
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const base: LoginInterruptInput = { isAuthenticated: false, dismissed: false, views: null, pathname: '/', now };

describe('isLoginInterruptRoute (docs/rules.md section 2: never on /brands/{lowercase}, /terms, /terms/rewards-info, /policy)', () => {
  it.each([
    '/brands/itsy',
    '/brands/medalio/',
    '/terms',
    '/terms/',
    '/terms/rewards-info',
    '/terms/rewards-info/',
    '/policy',
    '/policy/',
  ])('hides the prompt on %s', (p) => expect(isLoginInterruptRoute(p)).toBe(false));
  it.each(['/', '/brands/Itsy/', '/brands/', '/brands/itsy-2/', '/terms/other/', '/policy/x/', '/hotels-in-goa/'])(
    'allows the prompt on %s',
    (p) => expect(isLoginInterruptRoute(p)).toBe(true),
  );
});

describe('isLoginInterruptEligible (docs/rules.md sections 4 and 9)', () => {
  it('opens for an anonymous visitor with no stored history', () => {
    expect(isLoginInterruptEligible(base)).toBe(true);
    expect(isLoginInterruptEligible({ ...base, views: [] })).toBe(true);
  });
  it('never opens for an authenticated user (section 6: only for anonymous visitors)', () => {
    expect(isLoginInterruptEligible({ ...base, isAuthenticated: true })).toBe(false);
  });
  it('never opens once dismissed (the cookie marks it viewed)', () => {
    expect(isLoginInterruptEligible({ ...base, dismissed: true })).toBe(false);
  });
  it('never opens on an excluded route', () => {
    expect(isLoginInterruptEligible({ ...base, pathname: '/terms/' })).toBe(false);
  });
  it('opens with 2 views today, not with 3 (fewer than 3 today)', () => {
    expect(isLoginInterruptEligible({ ...base, views: [now - HOUR, now - 2 * HOUR] })).toBe(true);
    expect(isLoginInterruptEligible({ ...base, views: [now - HOUR, now - 2 * HOUR, now - 3 * HOUR] })).toBe(false);
  });
  it('opens with 3 views in 7 days, not with 4 (fewer than 4 in the window)', () => {
    const three = [now - 1 * DAY, now - 2 * DAY, now - 3 * DAY];
    expect(isLoginInterruptEligible({ ...base, views: three })).toBe(true);
    expect(isLoginInterruptEligible({ ...base, views: [...three, now - 6 * DAY] })).toBe(false);
  });
  it('forgets views older than 7 days', () => {
    const old = [now - 8 * DAY, now - 9 * DAY, now - 10 * DAY, now - 11 * DAY];
    expect(isLoginInterruptEligible({ ...base, views: old })).toBe(true);
  });
  it('counts "today" in Asia/Kolkata: views before IST midnight are yesterday', () => {
    // 00:10 IST on the 22nd; three views at 23:00-23:50 IST on the 21st.
    const justAfterMidnight = Date.UTC(2026, 10, 21, 18, 40);
    const lateYesterday = [
      Date.UTC(2026, 10, 21, 17, 30),
      Date.UTC(2026, 10, 21, 18, 0),
      Date.UTC(2026, 10, 21, 18, 20),
    ];
    expect(isLoginInterruptEligible({ ...base, now: justAfterMidnight, views: lateYesterday })).toBe(true);
  });
  it('property: never opens when authenticated or dismissed, whatever the history', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: now - 30 * DAY, max: now })), fc.boolean(), (views, auth) => {
        expect(isLoginInterruptEligible({ ...base, views, isAuthenticated: auth, dismissed: !auth })).toBe(false);
      }),
    );
  });
});

describe('recordLoginInterruptView (docs/rules.md section 4: dismissing appends the time to a stored list)', () => {
  it('appends now and prunes entries older than the window', () => {
    expect(recordLoginInterruptView([now - 8 * DAY, now - DAY], now)).toEqual([now - DAY, now]);
    expect(recordLoginInterruptView(null, now)).toEqual([now]);
  });
  it('after three dismissals today, the prompt no longer opens', () => {
    let views: number[] | null = null;
    for (const t of [now - 2 * HOUR, now - HOUR, now]) views = recordLoginInterruptView(views, t);
    expect(isLoginInterruptEligible({ ...base, views })).toBe(false);
  });
});
