import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

export interface SessionUser {
  readonly id: number;
  readonly phone: string | null;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly loyalty_tier: string;
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}

export async function findSessionUser(db: Queryable, token: string | null): Promise<SessionUser | null> {
  if (!token) return null;
  const rows = await db.query<SessionUser>(
    `SELECT u.id, u.phone, u.email, u.first_name, u.last_name, u.loyalty_tier FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}
