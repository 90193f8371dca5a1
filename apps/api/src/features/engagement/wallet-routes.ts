import type { FastifyInstance } from 'fastify';
import { upcomingPointsExpiry } from '@nivaas/domain/booking';
import type { Locale } from '@nivaas/i18n';
import type { AppContext } from '../../app-context';
import type { Catalogue } from '../../catalogue/catalogue-store';
import type { TextOf } from '../../i18n/content-texts';
import { registerOperation } from '../../http/register-operation';
import { walletBalance } from '../../pricing/availability';
import { memberStanding } from './loyalty-standing';

interface TxnRow {
  id: number;
  type: string;
  amount: number;
  description: string;
  order_id: string | null;
  created_at: Date;
  expires_at: Date | null;
}

/**
 * The descriptions the wallet stores, in English ({order}: the booking's order id), by key: create-booking.ts,
 * cancel-booking.ts, pending-holds.ts and the seed write them; a statement says them in the visitor's locale.
 */
export const WALLET_TEXTS = {
  'wallet.earned': 'Points earned on booking {order}',
  'wallet.used': 'Points used on booking {order}',
  'wallet.cancelled': 'Cancelled booking {order}',
  'wallet.expired': 'Payment window expired on booking {order}',
  'wallet.welcome': 'Welcome points',
} as const;

const WALLET_PATTERNS = Object.entries(WALLET_TEXTS).map(([key, english]) => ({
  key,
  english,
  pattern: new RegExp(`^${english.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{order}', '(?<order>\\S+)')}$`),
}));

/** A stored description in `locale`; one that matches none of WALLET_TEXTS is sent as stored. */
export function walletDescriptionIn(description: string, locale: Locale, text: TextOf): string {
  for (const { key, english, pattern } of WALLET_PATTERNS) {
    const match = pattern.exec(description);
    if (match) return text(locale, key, english, match.groups?.order ? { order: match.groups.order } : undefined);
  }
  return description;
}

/** Wallet of the session's user only (type TP: the chain's points, docs/rules.md 3). */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, catalogue: Catalogue): void {
  const { db } = ctx;
  registerOperation(app, ctx, 'getWallet', async ({ user }) => {
    const balance = await walletBalance(db, user!.id);
    const [savings] = await db.query<{ total: number }>(
      `SELECT coalesce(-sum(amount), 0)::int AS total FROM wallet_txns WHERE user_id = $1 AND type = 'debit'`,
      [user!.id],
    );
    // What lapses next is what is left of the first-lapsing credits after spending (upcomingPointsExpiry), never
    // more than the balance: the next credit's whole amount said "1,500 points expire" with 1,354 left.
    const entries = await db.query<{ expires_at: Date | null; amount: number }>(
      'SELECT expires_at, amount FROM wallet_txns WHERE user_id = $1',
      [user!.id],
    );
    const expiry = upcomingPointsExpiry(
      entries.map((e) => ({ amount: e.amount, expiresAt: e.expires_at ? new Date(e.expires_at).getTime() : null })),
      ctx.now().getTime(),
    );
    const standing = await memberStanding(db, user!.id, ctx.now(), user!.loyalty_tier);
    const nights = standing.nights;
    return {
      walletData: { byType: { TP: { type: 'TP', balance: Math.max(0, balance) } }, totalBalance: Math.max(0, balance) },
      loyaltyTier: standing.tier,
      nextTier: standing.nextTier,
      nightsToNextTier: standing.nightsToNextTier,
      qualifyingNights: nights,
      totalSavings: savings?.total ?? 0,
      upcomingExpiryDate: expiry.date,
      upcomingExpiryPoints: Math.min(expiry.points, Math.max(0, balance)),
      isRewardsEnabled: true,
      isWalletApplied: false,
    };
  });
  registerOperation(app, ctx, 'getWalletStatements', async ({ user, query, request }) => {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const rows = await db.query<TxnRow & { total: number }>(
      'SELECT *, count(*) OVER ()::int AS total FROM wallet_txns WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
      [user!.id, limit, (page - 1) * limit],
    );
    return {
      statements: rows.map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        description: walletDescriptionIn(r.description, request.locale, catalogue.text),
        order_id: r.order_id,
        created_at: new Date(r.created_at).toISOString(),
        expires_at: r.expires_at ? new Date(r.expires_at).toISOString() : null,
      })),
      total: rows[0]?.total ?? 0,
      page,
    };
  });
}
