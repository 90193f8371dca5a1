/** When a stay starts and ends on its days, in Asia/Kolkata. */
export interface StayTimes {
  readonly checkin: string;
  readonly checkout: string;
}

/** The chain's usual times (its FAQ: check-in from 12 noon, check-out till 11 am). */
export const DEFAULT_STAY_TIMES: StayTimes = { checkin: '12:00', checkout: '11:00' };

/** A hotel policy as the API gives it: only its type and texts are read here. */
export interface StayTimesPolicy {
  readonly policy_type: string;
  readonly description?: string;
  readonly short_description?: string;
}

/** The policy types that state the times (not early check-in or late check-out, which are extras). */
const TIME_POLICY_TYPES = new Set(['checkin', 'checkout', 'checkincheckout']);

const pad = (n: number) => String(n).padStart(2, '0');

/** "14:00", "2 PM", "12 noon", "11am", "2.30 pm" -> HH:MM; null when it is no time of day. */
function readTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|a\.m\.|pm|p\.m\.|noon)?/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  const suffix = match[3]?.toLowerCase().replace(/\./g, '');
  if (suffix === 'noon') {
    if (hours !== 12) return null;
  } else if (suffix === 'am' || suffix === 'pm') {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (suffix === 'pm' ? 12 : 0);
  } else if (match[2] === undefined) {
    // A bare number ("check-in 2") says too little to trust.
    return null;
  }
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : null;
}

function timeAfter(text: string, words: RegExp): string | null {
  const found = words.exec(text);
  if (!found) return null;
  const rest = text.slice(found.index + found[0].length);
  const at = /\d/.exec(rest);
  // The time must follow its words closely ("Check-in from 14:00"), not be any later number of the text.
  if (!at || at.index > 16) return null;
  return readTime(rest.slice(at.index));
}

/**
 * The check-in and check-out times of a hotel from its policies (the `checkin` policy's texts, e.g.
 * "Check-in from 14:00, check-out by 12:00." or "Check-in 2 PM, check-out 12 PM"); each time the policies
 * do not state readably is the chain's default (12:00 in, 11:00 out).
 */
export function stayTimesFromPolicies(policies: readonly StayTimesPolicy[] | null | undefined): StayTimes {
  const texts = (policies ?? [])
    .filter(
      (p) =>
        p &&
        TIME_POLICY_TYPES.has(
          String(p.policy_type ?? '')
            .toLowerCase()
            .replace(/[^a-z]/g, ''),
        ),
    )
    .flatMap((p) => [p.description ?? '', p.short_description ?? '']);
  let checkin: string | null = null;
  let checkout: string | null = null;
  for (const text of texts) {
    checkin ??= timeAfter(text, /check[\s-]?in/i);
    checkout ??= timeAfter(text, /check[\s-]?out/i);
  }
  return { checkin: checkin ?? DEFAULT_STAY_TIMES.checkin, checkout: checkout ?? DEFAULT_STAY_TIMES.checkout };
}
