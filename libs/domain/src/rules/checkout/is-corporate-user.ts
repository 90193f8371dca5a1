import { isBlank } from '../validation/is-blank';

/** docs/rules.md sections 3 and 6: an itinerary with a non-empty company name means a corporate user. */
export function isCorporateUser(companyName: string | null | undefined): boolean {
  return !isBlank(companyName);
}

/**
 * Whether a stay is priced at the corporate rate: for a corporate user (a company profile saved on the signed-in
 * account; a company name typed on an itinerary by a guest is not proof of a company agreement) and on the
 * refundable plan, the rate companies negotiate. It replaces the member discount and coupons.
 */
export function corporateRateApplies(savedCompanyName: string | null | undefined, refundablePlan: boolean): boolean {
  return refundablePlan && isCorporateUser(savedCompanyName);
}
