import { mayTakeOver } from './release-takeover';

describe('mayTakeOver (a waiting release takes over on a navigation)', () => {
  it('given only the navigating tab, then yes', () => {
    expect(mayTakeOver([{ id: 'old-page' }], 'new-page')).toBe(true);
    expect(mayTakeOver([], 'new-page')).toBe(true);
  });

  it('given the new page of the same tab already counted beside its old page, then still yes', () => {
    expect(mayTakeOver([{ id: 'old-page' }, { id: 'new-page' }], 'new-page')).toBe(true);
  });

  it('given another tab of the site open, then no', () => {
    expect(mayTakeOver([{ id: 'old-page' }, { id: 'other-tab' }], 'new-page')).toBe(false);
    expect(mayTakeOver([{ id: 'old-page' }, { id: 'other-tab' }, { id: 'new-page' }], 'new-page')).toBe(false);
  });

  it('given a frame inside the page, then it is not counted as another tab', () => {
    expect(
      mayTakeOver(
        [
          { id: 'old-page', frameType: 'top-level' },
          { id: 'frame', frameType: 'nested' },
        ],
        'new-page',
      ),
    ).toBe(true);
    expect(
      mayTakeOver(
        [
          { id: 'old-page', frameType: 'top-level' },
          { id: 'other-tab', frameType: 'top-level' },
        ],
        'new-page',
      ),
    ).toBe(false);
  });
});
