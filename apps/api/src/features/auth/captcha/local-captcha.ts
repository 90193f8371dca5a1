import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { parseLocalCaptchaToken, type CaptchaChallenge } from '@nivaas/domain/sign-in';
import type { Queryable } from '../../../db/database';

/** How long a local challenge can be answered: a few minutes, as a provider's token lives. */
export const LOCAL_CHALLENGE_TTL_S = 300;

/** A keyed hash of the answer: the table alone does not give the answers away. */
const answerHash = (pepper: string, id: string, answer: number) =>
  createHmac('sha256', pepper).update(`captcha:${id}:${answer}`).digest('hex');

/**
 * The local captcha: a sum of two numbers from 1 to 9, stored (id, keyed hash of the answer, expiry) so any API
 * instance checks a challenge another issued. Honest about what it is: it makes a person stop and read, and a
 * script that reads it solves it; production refuses it unless an operator allows it (captcha-config.ts).
 */
export async function issueLocalChallenge(db: Queryable, pepper: string): Promise<CaptchaChallenge> {
  const id = randomBytes(16).toString('base64url');
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  await db.query(
    `INSERT INTO captcha_challenges (id, answer_hash, expires_at) VALUES ($1, $2, now() + interval '${LOCAL_CHALLENGE_TTL_S} seconds')`,
    [id, answerHash(pepper, id, a + b)],
  );
  return { provider: 'local', id, question: { a, b }, expires_in_s: LOCAL_CHALLENGE_TTL_S };
}

/**
 * Checks a local token (`{id}.{answer}`) once: the challenge is marked used by the same statement that reads it,
 * whether the answer is right or not, so two tries (or two instances) can never both pass one challenge, and a
 * wrong answer cannot be followed by the right one on the same question.
 */
export async function verifyLocalChallenge(db: Queryable, pepper: string, token: string): Promise<boolean> {
  const parsed = parseLocalCaptchaToken(token);
  if (!parsed) return false;
  const [row] = await db.query<{ answer_hash: string }>(
    `UPDATE captcha_challenges SET used = true WHERE id = $1 AND NOT used AND expires_at > now() RETURNING answer_hash`,
    [parsed.id],
  );
  if (!row) return false;
  const expected = Buffer.from(row.answer_hash, 'hex');
  const given = Buffer.from(answerHash(pepper, parsed.id, parsed.answer), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
