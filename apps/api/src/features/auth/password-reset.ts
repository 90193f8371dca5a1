import { createHmac, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { badRequest, notFound } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import { writeDevInbox } from './otp-service';
import { startSession } from './sessions';

/** A reset link works this long after it was asked for. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** The 5th wrong code ends the link. */
export const MAX_WRONG_RESET_CODES = 5;
export const RESET_LINK_GONE = 'This reset link is invalid or has expired';

interface ResetRow {
  token_hash: string;
  code_hash: string;
  user_id: number;
  code_sent_to: string;
  expires_at: Date;
  used: boolean;
  wrong_codes: number;
}

/** Keyed hashes (the OTP pepper): a leaked table reveals neither the link's token nor its code. */
const hashResetToken = (pepper: string, token: string) =>
  createHmac('sha256', pepper).update(`reset-token:${token}`).digest('hex');
/** The code's hash is bound to its link: the same 6 digits of another link never match. */
const hashResetCode = (pepper: string, tokenHash: string, code: string) =>
  createHmac('sha256', pepper).update(`reset-code:${tokenHash}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
};

/** "SMS to +91 ******3210" */
export const maskPhone = (phone: string) => `SMS to +91 ******${phone.slice(-4)}`;
/** "email to a***@example.in" */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  return `email to ${local.slice(0, 1)}***${at > 0 ? email.slice(at) : ''}`;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: string, keylen: number) => Promise<Buffer>;

/**
 * `scrypt$<salt hex>$<key hex>` with Node's default cost (N=16384, r=8, p=1), the same bytes as the former
 * scryptSync. Asynchronous: scrypt runs on libuv's thread pool, so a reset never stalls the event loop (~50 ms of CPU).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `scrypt$${salt}$${(await scryptAsync(password, salt, 32)).toString('hex')}`;
}

/**
 * Password reset by link and code (docs/rules.md 5, route /user/reset-password/{token}/). Asking for one
 * answers the same whether or not the email is known; for a known one it stores the hashes of a new
 * link token (256 random bits, base64url) and 6-digit code, valid 1 hour by the app clock, ends the
 * user's earlier links, and sends the link by email and the code by SMS (email when no phone). A
 * link is usable until it expires, is used, or takes its 5th wrong code; otherwise 404.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  /** The link's row while it can still be used, else 404. */
  const usable = async (token: string): Promise<ResetRow> => {
    const [row] = await db.query<ResetRow>('SELECT * FROM password_resets WHERE token_hash = $1', [
      hashResetToken(ctx.otpPepper, token),
    ]);
    if (
      !row ||
      row.used ||
      row.wrong_codes >= MAX_WRONG_RESET_CODES ||
      new Date(row.expires_at).getTime() <= ctx.now().getTime()
    )
      throw notFound(RESET_LINK_GONE);
    return row;
  };

  registerOperation(app, ctx, 'requestPasswordReset', async ({ body }) => {
    const [user] = await db.query<{ id: number; phone: string | null; email: string; first_name: string }>(
      'SELECT id, phone, email, first_name FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1',
      [body.email],
    );
    // Same answer whether or not the address exists, so the call cannot probe for accounts.
    if (!user) return { status: 'sent' };
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const tokenHash = hashResetToken(ctx.otpPepper, token);
    const phone = user.phone || null;
    await db.transaction(async (tx) => {
      // Only the newest link works: asking again ends the earlier ones.
      await tx.query('UPDATE password_resets SET used = true WHERE user_id = $1 AND NOT used', [user.id]);
      await tx.query(
        `INSERT INTO password_resets (token_hash, code_hash, user_id, code_sent_to, expires_at) VALUES ($1, $2, $3, $4, $5)`,
        [
          tokenHash,
          hashResetCode(ctx.otpPepper, tokenHash, code),
          user.id,
          phone ? maskPhone(phone) : maskEmail(user.email),
          new Date(ctx.now().getTime() + RESET_LINK_TTL_MS),
        ],
      );
    });
    await ctx.notifications.sendPasswordReset({ name: user.first_name, email: user.email, phone, token, code });
    // Outside production the code also lands in the development OTP inbox of the phone.
    if (phone) await writeDevInbox(ctx, phone, code);
    return { status: 'sent' };
  });

  registerOperation(app, ctx, 'getPasswordReset', async ({ params }) => {
    const row = await usable(params.token);
    return { expires_at: new Date(row.expires_at).toISOString(), code_sent_to: row.code_sent_to };
  });

  registerOperation(app, ctx, 'resetPassword', async ({ body, reply }) => {
    const row = await usable(body.reset_token);
    if (body.password !== body.confirm) throw badRequest('Passwords do not match', ['confirm must equal password']);
    if (!sameHash(row.code_hash, hashResetCode(ctx.otpPepper, row.token_hash, body.verification_code))) {
      // Counted atomically: parallel guesses cannot get past the 5th.
      const [counted] = await db.query<{ wrong_codes: number }>(
        `UPDATE password_resets SET wrong_codes = wrong_codes + 1
          WHERE token_hash = $1 AND NOT used AND wrong_codes < $2 RETURNING wrong_codes`,
        [row.token_hash, MAX_WRONG_RESET_CODES],
      );
      if (!counted) throw notFound(RESET_LINK_GONE);
      const left = MAX_WRONG_RESET_CODES - counted.wrong_codes;
      throw badRequest('Wrong verification code', [
        left > 0
          ? `verification_code is wrong: ${left} ${left === 1 ? 'try' : 'tries'} left`
          : 'verification_code is wrong: this link has ended, ask for a new one',
      ]);
    }
    // Used once: of two parallel correct submissions only one sets the password.
    const [used] = await db.query<{ user_id: number }>(
      `UPDATE password_resets SET used = true
        WHERE token_hash = $1 AND NOT used AND wrong_codes < $2 AND expires_at > $3 RETURNING user_id`,
      [row.token_hash, MAX_WRONG_RESET_CODES, ctx.now()],
    );
    if (!used) throw notFound(RESET_LINK_GONE);
    await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
      await hashPassword(body.password),
      used.user_id,
    ]);
    return startSession(db, used.user_id, reply);
  });
}
