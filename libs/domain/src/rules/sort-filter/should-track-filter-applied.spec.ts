import { shouldTrackFilterApplied } from './should-track-filter-applied';
import { toggleFilterOption } from './toggle-filter-option';

describe('shouldTrackFilterApplied (docs/rules.md section 4: a filter-applied event fires only when a filter is checked)', () => {
  const options = [{ key: 'wifi', isChecked: false }];
  it('fires when the toggle checked the filter', () => {
    expect(shouldTrackFilterApplied(toggleFilterOption('roomAmenities', options, 'wifi'), 'wifi')).toBe(true);
  });
  it('does not fire when the toggle unchecked it', () => {
    const checked = toggleFilterOption('roomAmenities', options, 'wifi');
    expect(shouldTrackFilterApplied(toggleFilterOption('roomAmenities', checked, 'wifi'), 'wifi')).toBe(false);
  });
});
