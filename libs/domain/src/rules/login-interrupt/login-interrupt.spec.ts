import fc from 'fast-check';
import { isLoginInterruptEligible, type LoginInterruptInput } from './is-login-interrupt-eligible';
import { isLoginInterruptRoute } from './is-login-interrupt-route';
import { recordLoginInterruptView } from './record-login-interrupt-view';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-11-21 12:00 IST
const now = Date.UTC(2026, 10, 21, 6, 30);
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
