import { daysBetween, todayInKolkata } from '@nivaas/domain';
import { checkStay, MAX_STAY_NIGHTS, type StayProblem } from '@nivaas/domain/dates';
import { parseRoomConfig, type Room } from '@nivaas/domain/rooms';
import { badRequest } from '../http/api-error';

export interface Stay {
  readonly checkin: string;
  readonly checkout: string;
  readonly nights: readonly string[];
  readonly rooms: readonly Room[];
  readonly roomconfig: string;
}

const PROBLEMS: Record<StayProblem, { readonly message: string; readonly error: string }> = {
  'invalid-checkin': { message: 'Invalid dates', error: 'checkin is not a valid date' },
  'invalid-checkout': { message: 'Invalid dates', error: 'checkout is not a valid date' },
  'past-checkin': { message: 'Check-in is in the past', error: 'checkin must be today or later' },
  'checkout-not-after-checkin': {
    message: 'Check-out must be after check-in',
    error: 'checkout must be at least one night after checkin',
  },
  'too-long': {
    message: `Maximum stay is ${MAX_STAY_NIGHTS} nights`,
    error: `a stay is at most ${MAX_STAY_NIGHTS} nights`,
  },
};

/**
 * Validates the dates and room config of a stay by the rules the site clamps with (@nivaas/domain:
 * checkStay, parseRoomConfig, today in Asia/Kolkata); violations are 400s (docs/rules.md 5, 8).
 */
export function parseStay(checkin: string, checkout: string, roomconfig = '1-0'): Stay {
  const stay = checkStay(checkin, checkout, todayInKolkata());
  if (!stay.ok) {
    const first = PROBLEMS[stay.problems[0]!];
    throw badRequest(
      first.message,
      stay.problems.map((p) =>
        p === 'too-long' ? `stay is ${daysBetween(checkin, checkout)} nights; ${PROBLEMS[p].error}` : PROBLEMS[p].error,
      ),
    );
  }
  const rooms = parseRoomConfig(roomconfig);
  if (!rooms)
    throw badRequest('Invalid room config', [
      'roomconfig must be adults-kids per room, 1-5 adults and 0-5 kids, at most 10 rooms',
    ]);
  return { checkin: stay.checkin, checkout: stay.checkout, nights: stay.nights, rooms, roomconfig };
}

/** The rooms of a stored cart or booking: validated when it was written, so anything else is a fault. */
export function storedRooms(roomconfig: string): Room[] {
  const rooms = parseRoomConfig(roomconfig);
  if (!rooms) throw new Error(`Stored room config is not readable: ${JSON.stringify(roomconfig)}`);
  return rooms;
}
