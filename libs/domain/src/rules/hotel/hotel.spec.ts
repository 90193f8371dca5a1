import { propertyTypeLabel } from './property-type-label';
import { ROOM_TYPE_ORDER, roomTypeId, sortRoomTypes } from './room-types';

describe('room types (docs/rules.md section 3: id {hotelId}|{roomType}; order common, acacia, oak, maple, mahogany)', () => {
  it('builds the id', () => expect(roomTypeId(12, 'oak')).toBe('12|oak'));
  it('orders by the docs/rules.md order, unknown types last', () => {
    const types = ['mahogany', 'suite', 'oak', 'Common', 'maple', 'acacia'].map((type) => ({ type }));
    expect(sortRoomTypes(types).map((t) => t.type)).toEqual(['Common', 'acacia', 'oak', 'maple', 'mahogany', 'suite']);
    expect(ROOM_TYPE_ORDER).toHaveLength(5);
  });
});

describe('propertyTypeLabel (docs/rules.md section 3: underscores shown as spaces)', () => {
  it('shows underscores as spaces', () => {
    expect(propertyTypeLabel('home_stay')).toBe('home stay');
    expect(propertyTypeLabel('hotel')).toBe('hotel');
    expect(propertyTypeLabel(undefined)).toBe('');
  });
});
