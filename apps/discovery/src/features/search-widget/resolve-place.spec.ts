import { pickPlace } from './resolve-place';
import { suggestion } from './testing';

const MUMBAI = { ...suggestion('city', 'Mumbai'), q: 'mumbai', alias: 'Bombay' };
const BOMBAY_AIRPORT = {
  ...suggestion('landmark', 'Chhatrapati Shivaji Maharaj International Airport'),
  alias: 'Bombay Airport',
};

describe('pickPlace', () => {
  it('given text that is the other name a place was found by, then that place', () => {
    expect(pickPlace([MUMBAI, BOMBAY_AIRPORT], '  bombay ')).toBe(MUMBAI);
    expect(pickPlace([MUMBAI, BOMBAY_AIRPORT], 'Bombay airport')).toBe(BOMBAY_AIRPORT);
  });

  it('given text only the beginning of a name, then no place (a free-text search)', () => {
    expect(pickPlace([MUMBAI], 'Bomb')).toBeNull();
    expect(pickPlace([suggestion('city', 'Bengaluru')], 'Beng')).toBeNull();
  });
});
