import type { FastifyInstance } from 'fastify';
import type { Profile } from '@nivaas/api-client/contract';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/database';
import type { UserRow } from '../../db/user-row';
import { badRequest } from '../../http/api-error';
import { registerOperation } from '../../http/register-operation';
import { checkGstin } from './check-gstin';
import { memberStanding } from '../engagement';

async function loadUser(db: Queryable, id: number): Promise<UserRow> {
  const [row] = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  if (!row) throw new Error(`session user ${id} vanished`);
  return row;
}

/** The profile; `loyaltyTier` is the computed one (memberStanding), the stored tier being only its floor. */
export function toProfile(u: UserRow, loyaltyTier: string): Profile {
  return {
    userId: u.id,
    email: u.email,
    mobile: u.phone ?? '',
    firstName: u.first_name,
    lastName: u.last_name,
    name: [u.first_name, u.last_name].filter(Boolean).join(' '),
    communication_type: u.communication_type,
    hasOptedForWhatsapp: u.whatsapp,
    loyalty_tier: loyaltyTier,
  };
}

/** Every call here reads and writes only the session's own user: the owner check is the WHERE id = user. */
export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const me = (id: number) => loadUser(db, id);
  const profileOf = async (id: number) => {
    const u = await me(id);
    return toProfile(u, (await memberStanding(db, u.id, ctx.now(), u.loyalty_tier)).tier);
  };
  registerOperation(app, ctx, 'getProfile', async ({ user }) => profileOf(user!.id));
  registerOperation(app, ctx, 'updateProfile', async ({ user, body }) => {
    await db.query(
      `UPDATE users SET first_name = coalesce($2, first_name), last_name = coalesce($3, last_name), email = coalesce($4, email),
       communication_type = coalesce($5, communication_type) WHERE id = $1`,
      [user!.id, body.first_name ?? null, body.last_name ?? null, body.email ?? null, body.communication_type ?? null],
    );
    return { profile_updated_successfully: true, profile: await profileOf(user!.id) };
  });
  const company = (u: UserRow) => ({
    company_name: u.company_name,
    company_address: u.company_address,
    gstin: u.gstin,
  });
  registerOperation(app, ctx, 'getCompanyProfile', async ({ user }) => company(await me(user!.id)));
  registerOperation(app, ctx, 'updateGstin', async ({ user, body }) => {
    // docs/rules.md 5: text fields are checked for blank after trimming (the schema only counts characters).
    const blank = (['company_name', 'company_address'] as const).filter((k) => !body[k].trim());
    if (blank.length)
      throw badRequest(
        'Company details are required',
        blank.map((k) => `${k} must not be blank`),
      );
    checkGstin(body.gstin, 'gstin');
    await db.query('UPDATE users SET company_name = $2, company_address = $3, gstin = $4 WHERE id = $1', [
      user!.id,
      body.company_name.trim(),
      body.company_address.trim(),
      body.gstin,
    ]);
    return company(await me(user!.id));
  });
  // No GST details: the profile form's "leave all three empty" (saved ones could not be removed).
  // Idempotent: removing what is already gone answers the same empty company.
  registerOperation(app, ctx, 'removeGstin', async ({ user }) => {
    await db.query(`UPDATE users SET company_name = '', company_address = '', gstin = '' WHERE id = $1`, [user!.id]);
    return company(await me(user!.id));
  });
  registerOperation(app, ctx, 'getWhatsappOptIn', async ({ user }) => ({
    hasOptedForWhatsapp: (await me(user!.id)).whatsapp,
  }));
  registerOperation(app, ctx, 'setWhatsappOptIn', async ({ user, body }) => {
    await db.query('UPDATE users SET whatsapp = $2 WHERE id = $1', [user!.id, body.hasOptedForWhatsapp]);
    return { hasOptedForWhatsapp: body.hasOptedForWhatsapp };
  });
}
