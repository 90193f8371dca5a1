import fc from 'fast-check';
import { BidParam } from '@nivaas/api-client/contract';
import { parseCheckoutQuery } from '@nivaas/domain/prices';

const patternOf = (schema: unknown) => new RegExp((schema as { pattern?: string }).pattern ?? '');

/** What the site reads from a URL and what the API contract accepts must agree, or a link leads to a 400. */
describe('the checkout query and the API contract agree', () => {
  it('property: a bid the checkout query keeps is one the contract accepts, and the other way round', () => {
    const bid = patternOf(BidParam.properties.bid);
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{0,70}$/);
    fc.assert(
      fc.property(fc.oneof(token, fc.string()), (text) => {
        const kept = parseCheckoutQuery(`bid=${encodeURIComponent(text)}`, '2026-11-23').bid;
        expect(kept !== undefined).toBe(bid.test(text.trim()));
        if (kept !== undefined) expect(bid.test(kept)).toBe(true);
      }),
    );
  });
});
