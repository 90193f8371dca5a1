import fc from 'fast-check';
import {
  LOGIN_INTERRUPT_IDLE_MS,
  loginInterruptMoment,
  PROMPT_FREE_SCREENS,
  type LoginInterruptMomentInput,
} from './login-interrupt-moment';

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
