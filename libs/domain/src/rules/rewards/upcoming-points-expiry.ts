import { todayInKolkata, type IsoDate } from '../../time/kolkata-dayjs';

/** One wallet entry: points in (credit, refund: positive) or out (debit, reversal: negative). */
export interface PointsEntry {
  readonly amount: number;
  /** When points credited by it lapse (epoch ms); null for points that never do. Ignored for points out. */
  readonly expiresAt: number | null;
}

export interface PointsExpiry {
  /** The day (Asia/Kolkata) the next points lapse, or null when none of the balance ever will. */
  readonly date: IsoDate | null;
  /** How many of the balance lapse that day: never more than the balance, never negative. */
  readonly points: number;
}

/**
 * The points that lapse next (docs/rules.md 3's upcomingExpiryDate and upcomingExpiryPoints). Points spent are taken from
 * the credits that lapse first, so what lapses on a day is what is left of that day's credits after spending: the
 * guest is never told that more points expire than they hold ("1,500 points expire" with 1,354 left).
 * The balance is the unexpired credits less every point out, as the API counts it (walletBalance).
 */
export function upcomingPointsExpiry(entries: readonly PointsEntry[], now: number): PointsExpiry {
  const live = entries
    .filter((e) => Number.isFinite(e.amount) && e.amount > 0)
    .filter((e) => e.expiresAt === null || e.expiresAt > now)
    .map((e) => ({ amount: Math.trunc(e.amount), expiresAt: e.expiresAt }))
    .sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity));
  let spent = entries
    .filter((e) => Number.isFinite(e.amount) && e.amount < 0)
    .reduce((sum, e) => sum - Math.trunc(e.amount), 0);
  let date: IsoDate | null = null;
  let points = 0;
  for (const lot of live) {
    const used = Math.min(spent, lot.amount);
    spent -= used;
    const left = lot.amount - used;
    if (left <= 0) continue;
    if (lot.expiresAt === null) break;
    const day = todayInKolkata(lot.expiresAt);
    if (date !== null && day !== date) break;
    date = day;
    points += left;
  }
  return date === null ? { date: null, points: 0 } : { date, points };
}
