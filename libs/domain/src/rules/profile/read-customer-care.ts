/**
 * The customer care contacts of the content service (`gdc_customer_care_numbers`, docs/rules.md 3 gdcCustomerCareNumbers),
 * safe to link: the itinerary, the after-payment screens and the profile (changing a mobile number) show them.
 */
/** The content key of the customer care numbers (docs/rules.md 7: GET /api/v2/contents/ keys). */
export const CUSTOMER_CARE_CONTENT_KEY = 'gdc_customer_care_numbers';

export interface CustomerCareContacts {
  /** As shown, e.g. "+91 80 4719 8000". */
  readonly phone: string;
  /** The number for a `tel:` link: + and digits only. */
  readonly dial: string;
  readonly whatsappUrl: string | null;
}

const HOSTS = new Set(['wa.me', 'api.whatsapp.com']);

function whatsapp(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && HOSTS.has(url.hostname.toLowerCase()) ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Reads `gdc_customer_care_numbers` ({ default, whatsappSupportUrl }) whatever the content service sent:
 * a number is digits, spaces, +, - and brackets (at least 6 digits), a WhatsApp link goes to WhatsApp only.
 */
export function readCustomerCare(value: unknown): CustomerCareContacts | null {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const phone = typeof record['default'] === 'string' ? record['default'].trim() : '';
  const dial = phone.replace(/[^+\d]/g, '');
  if (phone.length > 30 || !/^\+?[0-9][0-9 ()-]*$/.test(phone) || dial.replace('+', '').length < 6) return null;
  return { phone, dial, whatsappUrl: whatsapp(record['whatsappSupportUrl']) };
}
