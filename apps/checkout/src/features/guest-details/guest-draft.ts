import type { KeyValueStorage } from '@nivaas/state';
import { EMPTY_GUEST, type GuestValues } from './guest-values';

const PREFIX = 'nivaas_guest_draft_';

/**
 * The typed guest details of one itinerary, kept in this tab's sessionStorage so a return from the payment
 * gateway (or a reload) finds them; removed once the itinerary is booked. A corrupt entry is ignored.
 */
export function readGuestDraft(storage: KeyValueStorage, bid: string): GuestValues | null {
  let raw: string | null;
  try {
    raw = storage.getItem(PREFIX + bid);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!value || typeof value !== 'object') return null;
    const text = (key: keyof GuestValues, max: number) =>
      typeof value[key] === 'string' ? (value[key] as string).slice(0, max) : (EMPTY_GUEST[key] as string);
    return {
      name: text('name', 120),
      countryCode: /^\+[0-9-]{1,9}$/.test(String(value['countryCode'])) ? String(value['countryCode']) : '+91',
      mobile: text('mobile', 15).replace(/\D/g, ''),
      email: text('email', 120),
      hasGst: value['hasGst'] === true,
      gstin: text('gstin', 15),
      companyName: text('companyName', 120),
      companyAddress: text('companyAddress', 300),
      whatsapp: value['whatsapp'] === true,
    };
  } catch {
    return null;
  }
}

export function writeGuestDraft(storage: KeyValueStorage, bid: string, values: GuestValues): void {
  try {
    storage.setItem(PREFIX + bid, JSON.stringify(values));
  } catch {
    // A full or refused storage only loses the draft; the API still keeps the pending booking's guest.
  }
}

export function clearGuestDraft(storage: KeyValueStorage, bid: string): void {
  try {
    storage.removeItem(PREFIX + bid);
  } catch {
    // nothing kept, nothing to clear
  }
}
