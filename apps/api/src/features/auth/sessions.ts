import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { LoginResponse } from '@nivaas/api-client/contract';
import type { Queryable } from '../../db/database';
import type { UserRow } from '../../db/user-row';
import { hashToken } from '../../http/auth-context';

const SESSION_DAYS = 30;

type SessionUser = Pick<UserRow, 'id' | 'phone' | 'email' | 'first_name' | 'last_name' | 'communication_type'>;

/** 256 random bits, held server-side only as a hash; also returned in x-auth-token (docs/rules.md 7). */
export async function startSession(db: Queryable, userId: number, reply: FastifyReply): Promise<LoginResponse> {
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '${SESSION_DAYS} days')`,
    [hashToken(token), userId],
  );
  const [user] = await db.query<SessionUser>(
    'SELECT id, phone, email, first_name, last_name, communication_type FROM users WHERE id = $1',
    [userId],
  );
  reply.header('x-auth-token', token);
  return {
    id: userId,
    email: user?.email ?? '',
    phone_number: user?.phone ?? '',
    first_name: user?.first_name || 'Guest',
    last_name: user?.last_name ?? '',
    communication_type: user?.communication_type ?? 'sms',
    token,
  };
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** The user with this phone, created on first login. */
export async function userForPhone(db: Queryable, phone: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (phone) VALUES ($1) ON CONFLICT (phone) DO UPDATE SET phone = EXCLUDED.phone RETURNING id`,
    [phone],
  );
  if (!row) throw new Error('user upsert returned nothing');
  return row.id;
}
