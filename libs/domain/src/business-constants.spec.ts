import * as C from './business-constants';

describe('business constants (docs/rules.md section 9)', () => {
  it('route cache 1 hour (3600000 ms); content revalidate 840 s', () => {
    expect(C.ROUTE_CACHE_MS).toBe(3_600_000);
    expect(C.CONTENT_REVALIDATE_SECONDS).toBe(840);
  });
  it('toast 5000 ms; deferred task 600 ms; error-reporting trace sample 1%', () => {
    expect(C.TOAST_TIMEOUT_MS).toBe(5000);
    expect(C.DEFERRED_TASK_TIMEOUT_MS).toBe(600);
    expect(C.ERROR_TRACE_SAMPLE_RATE).toBe(0.01);
  });
  it('QnA page size 5; reviews page size 10', () => {
    expect(C.QNA_PAGE_SIZE).toBe(5);
    expect(C.REVIEWS_PAGE_SIZE).toBe(10);
  });
  it("loader default text 'Processing' (docs/rules.md section 2)", () => {
    expect(C.LOADER_DEFAULT_TEXT).toBe('Processing');
  });
  it('INR, +91, platform msite, OTP-less checkout on, tiers platinum gold silver', () => {
    expect([C.CURRENCY, C.DEFAULT_PHONE_PREFIX, C.PLATFORM_LABEL, C.OTP_LESS_CHECKOUT]).toEqual([
      'INR',
      '+91',
      'msite',
      true,
    ]);
    expect(C.LOYALTY_TIERS).toEqual(['platinum', 'gold', 'silver']);
  });
});
