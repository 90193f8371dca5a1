/** The query parameter of home that opens a campaign's detail (`/?campaign=2`). */
export const CAMPAIGN_PARAM = 'campaign';

/** A campaign id from the URL: digits only, a positive whole number the API can hold; anything else opens nothing. */
export function campaignIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
