/** Where a guest made a booking, as the guest would say it; null when there is nothing a guest would recognise. */
export type BookingChannelKind = 'website' | 'app';

/** The API's channel codes, lower-cased: the site sends docs/rules.md 2's platform label msite. */
const CHANNELS: Readonly<Record<string, BookingChannelKind>> = {
  msite: 'website',
  web: 'website',
  website: 'website',
  desktop: 'website',
  pwa: 'website',
  app: 'app',
  android: 'app',
  ios: 'app',
  android_app: 'app',
  ios_app: 'app',
};

/**
 * The channel a booking came through (`booking_channel`, e.g. `msite`) as the guest knows it: the website or the
 * app. A code a guest would not recognise (a partner's `OTA`, anything unknown or empty) is null, and nothing is
 * shown: "Booked through msite" told the guest an internal code.
 */
export function bookingChannelKind(channel: string | null | undefined): BookingChannelKind | null {
  return CHANNELS[(channel ?? '').trim().toLowerCase()] ?? null;
}
