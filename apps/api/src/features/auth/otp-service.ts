import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_REQUIRED_CODE } from '@nivaas/domain/sign-in';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import { ApiError, badRequest, tooManyRequests } from '../../http/api-error';

export const OTP_TTL_S = 600;
export const RESEND_AFTER_MS = 30_000;
export const MAX_RESENDS = 6;
export const MAX_VERIFY_ATTEMPTS = 3;

interface OtpRow {
  phone: string;
  code_hash: string;
  expires_at: Date;
  failed_attempts: number;
  resends: number;
  last_sent_at: Date;
  consumed: boolean;
}

/** A keyed hash: a leaked table does not reveal codes without the pepper. */
function hashCode(pepper: string, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${code}`).digest('hex');
}

export interface OtpSent {
  code: string;
  resendsLeft: number;
}

/**
 * A 429 whose way on, besides waiting, is a passed check (docs/rules.md 4): the code is locked by 3 wrong tries or its
 * resends are used up. Its words stay those of the wait, for a client that offers no check (the checkout's OTP).
 */
const captchaRequired = (message: string) => new ApiError(429, message, [message], CAPTCHA_REQUIRED_CODE);

/** Whole minutes (at least 1) until a time, for "try again in N minutes". */
function inMinutes(at: Date): string {
  const n = Math.max(1, Math.ceil((new Date(at).getTime() - Date.now()) / 60_000));
  return `${n} minute${n === 1 ? '' : 's'}`;
}

/**
 * Issues a code. A live (unexpired, unused) code counts a new send as a resend: allowed 30 s after
 * the last one and at most 6 times, so "send" cannot be used to dodge the resend limit. A resend
 * shares the live code's 3 tries (failed_attempts is kept), so resending never buys more guesses.
 * A live code locked by 3 wrong tries cannot be resent at all: the lock lasts until that code's
 * expiry and a resend neither lifts nor extends it (issuing one would send a code that can never be
 * verified and push the expiry, so the lock, 10 minutes further on). Once the locked code has
 * expired, the next send is a fresh code with a fresh count.
 *
 * The lock and the resends used up are refused with code `captcha_required`: a send that carries a passed
 * check (`captchaPassed`, checked by the caller) is a fresh code at once, with new tries and new resends, whatever the
 * lock, the resends or the 30 s between sends. The per-phone and per-address abuse limits still bound every send.
 */
export async function issueOtp(
  db: Queryable,
  pepper: string,
  phone: string,
  options: { readonly captchaPassed?: boolean } = {},
): Promise<OtpSent> {
  const [current] = await db.query<OtpRow>('SELECT * FROM otps WHERE phone = $1', [phone]);
  const live =
    !options.captchaPassed && current && !current.consumed && new Date(current.expires_at).getTime() > Date.now();
  let resends = 0;
  if (live) {
    if (current.failed_attempts >= MAX_VERIFY_ATTEMPTS)
      throw captchaRequired(
        `Too many incorrect attempts, please request a new OTP in ${inMinutes(current.expires_at)}`,
      );
    if (Date.now() - new Date(current.last_sent_at).getTime() < RESEND_AFTER_MS)
      throw tooManyRequests('Please wait 30 seconds before asking for a new OTP');
    if (current.resends >= MAX_RESENDS) throw captchaRequired('Too many OTP requests, please try again later');
    resends = current.resends + 1;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO otps (phone, code_hash, expires_at, failed_attempts, resends, last_sent_at, consumed)
     VALUES ($1, $2, now() + interval '${OTP_TTL_S} seconds', 0, $3, now(), false)
     ON CONFLICT (phone) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at,
       failed_attempts = CASE WHEN $4 THEN otps.failed_attempts ELSE 0 END, resends = EXCLUDED.resends, last_sent_at = now(), consumed = false`,
    [phone, hashCode(pepper, phone, code), resends, !!live],
  );
  return { code, resendsLeft: MAX_RESENDS - resends };
}

/**
 * The development OTP inbox (GET /api/dev/otp-inbox/): the last code sent to a phone, in clear, so
 * tests and a developer can sign in without a phone. Never written in production, where the codes
 * exist only as keyed hashes and in the SMS the provider delivers.
 */
export async function writeDevInbox(ctx: AppContext, phone: string, code: string): Promise<void> {
  if (ctx.production) return;
  await ctx.db.query(
    `INSERT INTO otp_inbox (phone, code, sent_at) VALUES ($1, $2, now()) ON CONFLICT (phone) DO UPDATE SET code = $2, sent_at = now()`,
    [phone, code],
  );
}

/**
 * Issues a code and sends it by SMS (the notifications' SMS adapter: MSG91 when configured, else the
 * outbox), and outside production also to the development inbox. A provider that fails the SMS is a
 * 502: the guest would otherwise wait for a code that never comes (the send still counts, so the
 * 30 s between sends holds and a failing provider cannot be used to pump requests).
 */
export async function sendOtpCode(
  ctx: AppContext,
  phone: string,
  options: { readonly captchaPassed?: boolean } = {},
): Promise<OtpSent> {
  let sent: OtpSent;
  try {
    sent = await issueOtp(ctx.db, ctx.otpPepper, phone, options);
  } catch (error) {
    // The service's own limits: 30 s between sends, then a captcha after too many tries.
    const refused = error instanceof ApiError && error.statusCode === 429;
    const outcome = !refused ? 'failed' : error.code === CAPTCHA_REQUIRED_CODE ? 'captcha_required' : 'too_soon';
    ctx.metrics.otpSends.inc({ outcome });
    throw error;
  }
  await writeDevInbox(ctx, phone, sent.code);
  const delivered = await ctx.notifications.sendOtp({ phone, code: sent.code, validMinutes: OTP_TTL_S / 60 });
  ctx.metrics.otpSends.inc({ outcome: delivered ? 'sent' : 'provider_failed' });
  if (!delivered)
    throw new ApiError(502, 'We could not send the OTP by SMS, please try again in 30 seconds', [
      'The SMS provider did not accept the message',
    ]);
  return sent;
}

/**
 * Checks a code once. Wrong tries are counted atomically (an UPDATE ... RETURNING), so parallel
 * guesses cannot exceed 3; after that, 429 until a new code is issued. Success consumes the code.
 */
export async function verifyOtp(db: Queryable, pepper: string, phone: string, code: string): Promise<void> {
  const [row] = await db.query<OtpRow>(
    `UPDATE otps SET failed_attempts = failed_attempts + 1 WHERE phone = $1 AND NOT consumed AND expires_at > now() AND failed_attempts < ${MAX_VERIFY_ATTEMPTS} RETURNING *`,
    [phone],
  );
  if (!row) {
    const [existing] = await db.query<OtpRow>('SELECT * FROM otps WHERE phone = $1', [phone]);
    if (existing && !existing.consumed && new Date(existing.expires_at).getTime() > Date.now())
      throw captchaRequired(
        `Too many incorrect attempts, please request a new OTP in ${inMinutes(existing.expires_at)}`,
      );
    throw badRequest('OTP expired, please request a new one');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(pepper, phone, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const left = MAX_VERIFY_ATTEMPTS - row.failed_attempts;
    // The last try: the next code needs a passed check (or the lock's end), and the answer says so.
    throw new ApiError(
      400,
      'Incorrect OTP',
      [`Incorrect OTP, ${left} attempts left`],
      left === 0 ? CAPTCHA_REQUIRED_CODE : undefined,
    );
  }
  // The reserved attempt is given back on success; consumed makes the code single use.
  const [consumed] = await db.query(
    'UPDATE otps SET consumed = true, failed_attempts = failed_attempts - 1 WHERE phone = $1 AND NOT consumed RETURNING phone',
    [phone],
  );
  if (!consumed) throw badRequest('OTP expired, please request a new one');
}
