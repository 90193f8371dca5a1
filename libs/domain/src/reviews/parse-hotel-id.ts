/** The largest hotel id the API's integer column holds. */
export const MAX_HOTEL_ID = 2_147_483_647;

/**
 * A hotel id from a URL (path parameter or query such as the thank-you page's `hotel_id`): digits only, 1 to
 * MAX_HOTEL_ID. Anything else is null, so a page says "not found" or leaves the link out instead of asking
 * the API for nonsense.
 */
export function parseHotelId(value: string | null | undefined): number | null {
  if (typeof value !== 'string' || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_HOTEL_ID ? id : null;
}
