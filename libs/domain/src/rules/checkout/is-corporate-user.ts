import { isBlank } from '../validation/is-blank';

/** SPEC.md sections 3 and 6: an itinerary with a non-empty company name means a corporate user. */
export function isCorporateUser(companyName: string | null | undefined): boolean {
  return !isBlank(companyName);
}
