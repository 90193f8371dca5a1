import dayjs from 'dayjs';
import { badRequest } from '../../http/api-error';
import { stayNights } from '../../pricing/nightly-rate';

export const MAX_STAY_NIGHTS = 15;

export interface Stay {
  readonly checkin: string;
  readonly checkout: string;
  readonly nights: string[];
  readonly rooms: { adults: number; kids: number }[];
  readonly roomconfig: string;
}

/** Today in India (SPEC.md 9 time zone), whatever the server's zone. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Validates the dates and room config of a stay (SPEC.md 5); violations are 400s. */
export function parseStay(checkin: string, checkout: string, roomconfig = '1-0'): Stay {
  const errors: string[] = [];
  if (!dayjs(checkin, 'YYYY-MM-DD').isValid() || dayjs(checkin).format('YYYY-MM-DD') !== checkin)
    errors.push('checkin is not a valid date');
  if (!dayjs(checkout).isValid() || dayjs(checkout).format('YYYY-MM-DD') !== checkout)
    errors.push('checkout is not a valid date');
  if (errors.length) throw badRequest('Invalid dates', errors);
  if (checkin < todayInIndia()) throw badRequest('Check-in is in the past', ['checkin must be today or later']);
  const nights = stayNights(checkin, checkout);
  if (nights.length < 1)
    throw badRequest('Check-out must be after check-in', ['checkout must be at least one night after checkin']);
  if (nights.length > MAX_STAY_NIGHTS)
    throw badRequest(`Maximum stay is ${MAX_STAY_NIGHTS} nights`, [`stay is ${nights.length} nights`]);
  const rooms = roomconfig.split(',').map((r) => {
    const [adults, kids] = r.split('-').map(Number);
    return { adults: adults ?? 1, kids: kids ?? 0 };
  });
  return { checkin, checkout, nights, rooms, roomconfig };
}
