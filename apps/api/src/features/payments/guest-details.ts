import { validatePhone } from '@nivaas/domain/sign-in';
import type { GuestDetails } from '@nivaas/api-client/contract';
import { badRequest } from '../../http/api-error';
import { checkGstin } from '../profile';

export type CheckedGuest = GuestDetails & { country_code: string };

/**
 * The guest of a booking, checked beyond the schema: the mobile for its country code (an Indian
 * mobile for +91, a foreign number by its own country's rules), a GSTIN's check character, and company details
 * with a GSTIN (docs/rules.md 5: blank after trimming is missing). Text is trimmed; the country code defaults to +91.
 */
export async function checkGuest(guest: GuestDetails): Promise<CheckedGuest> {
  const countryCode = guest.country_code ?? '+91';
  const problem = await validatePhone(countryCode, guest.mobile);
  if (problem === 'invalid-country-code')
    throw badRequest('Invalid country code', [`guest.country_code ${countryCode} is not a country calling code`]);
  if (problem)
    throw badRequest('Invalid mobile number', [
      countryCode === '+91'
        ? 'guest.mobile must be a 10-digit Indian mobile number starting with 6, 7, 8 or 9'
        : `guest.mobile is not a valid number for ${countryCode}`,
    ]);
  if (guest.gstin) checkGstin(guest.gstin, 'guest.gstin');
  const companyName = guest.company_name?.trim() ?? '';
  const companyAddress = guest.company_address?.trim() ?? '';
  if (guest.gstin && (!companyName || !companyAddress))
    throw badRequest('Company details are required with a GSTIN', [
      ...(companyName ? [] : ['guest.company_name must not be blank']),
      ...(companyAddress ? [] : ['guest.company_address must not be blank']),
    ]);
  return {
    name: guest.name.trim(),
    mobile: guest.mobile,
    country_code: countryCode,
    ...(guest.email ? { email: guest.email } : {}),
    ...(guest.gstin ? { gstin: guest.gstin, company_name: companyName, company_address: companyAddress } : {}),
    hasOptedForWhatsapp: guest.hasOptedForWhatsapp === true,
  };
}
