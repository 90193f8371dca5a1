import { bookingChannelKind } from './booking-channel-kind';

describe('bookingChannelKind ("Booked through msite")', () => {
  it.each([
    ['msite', 'website'],
    ['MSITE', 'website'],
    [' web ', 'website'],
    ['android', 'app'],
    ['iOS', 'app'],
    ['app', 'app'],
  ])('%s is the %s', (channel, kind) => expect(bookingChannelKind(channel)).toBe(kind));
  it.each(['OTA', '', null, undefined, 'partner_xyz'])('%s is nothing a guest would recognise', (channel) =>
    expect(bookingChannelKind(channel)).toBeNull(),
  );
});
