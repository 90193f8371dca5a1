import { addDays, type IsoDate } from '../../time/kolkata-dayjs';
import { DEFAULT_STAY_TIMES } from './stay-times';

/** Web check-in opens this many hours before the hotel's check-in time on the check-in day. */
export const WEB_CHECKIN_OPENS_HOURS_BEFORE = 48;

/**
 * A refundable plan cancels free until this many hours before the hotel's check-in time, as the
 * plan's text says ("Free cancellation till 24 hours before check-in"); after that one night's tariff
 * is charged (the hotel's cancellation policy: "after that one night's tariff is charged").
 */
export const FREE_CANCELLATION_HOURS_BEFORE = 24;

const HOUR_MS = 3_600_000;

/**
 * The instant of a wall-clock time on a day in Asia/Kolkata. India has kept UTC+05:30 without
 * daylight saving since 1945, so the fixed offset is exact and needs no time-zone plugin.
 */
export function kolkataInstant(day: IsoDate, time = '00:00'): Date {
  return new Date(`${day}T${time}:00+05:30`);
}

export interface BookingWindow {
  readonly opensAt: Date;
  readonly closesAt: Date;
}

/**
 * Web check-in: from 48 hours before the hotel's check-in time (12:00 unless its policy says
 * otherwise) until the end of the check-in day, both in Asia/Kolkata. `closesAt` is excluded.
 */
export function webCheckinWindow(checkin: IsoDate, checkinTime: string = DEFAULT_STAY_TIMES.checkin): BookingWindow {
  const opensAt = new Date(kolkataInstant(checkin, checkinTime).getTime() - WEB_CHECKIN_OPENS_HOURS_BEFORE * HOUR_MS);
  return { opensAt, closesAt: kolkataInstant(addDays(checkin, 1)) };
}

export function isWithinWindow(window: BookingWindow, now: Date): boolean {
  return now.getTime() >= window.opensAt.getTime() && now.getTime() < window.closesAt.getTime();
}

/** The last instant of free cancellation of a refundable plan (included: cancelling at it is still free). */
export function freeCancellationDeadline(checkin: IsoDate, checkinTime: string = DEFAULT_STAY_TIMES.checkin): Date {
  return new Date(kolkataInstant(checkin, checkinTime).getTime() - FREE_CANCELLATION_HOURS_BEFORE * HOUR_MS);
}

export interface CancellationRefundInput {
  /** The rate plan's type: a non-refundable plan refunds nothing, ever. */
  readonly refundable: boolean;
  /** Money the guest paid (points used are given back as points, not money). */
  readonly paid: number;
  /** One night's tariff, charged on a refundable plan cancelled after its deadline. */
  readonly oneNight: number;
  readonly deadline: Date;
  readonly now: Date;
}

export interface CancellationRefund {
  readonly refund: number;
  /** What is kept of the amount paid. */
  readonly charge: number;
  /** Still before (or at) the deadline of a refundable plan. */
  readonly free: boolean;
}

/** The refund of a cancellation now, as the plan's policy says; never negative, never more than paid. */
export function cancellationRefund(input: CancellationRefundInput): CancellationRefund {
  const paid = Math.max(0, Math.round(input.paid));
  if (!input.refundable) return { refund: 0, charge: paid, free: false };
  if (input.now.getTime() <= input.deadline.getTime()) return { refund: paid, charge: 0, free: true };
  const charge = Math.min(paid, Math.max(0, Math.round(input.oneNight)));
  return { refund: paid - charge, charge, free: false };
}
