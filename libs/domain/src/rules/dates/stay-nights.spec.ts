import { stayNights } from './stay-nights';

describe('stayNights', () => {
  it('names each night by the day it starts, across a month end', () => {
    expect(stayNights('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
  });

  it('is empty when check-out is not after check-in', () => {
    expect(stayNights('2026-04-02', '2026-04-02')).toEqual([]);
    expect(stayNights('2026-04-03', '2026-04-02')).toEqual([]);
  });
});
