import { useCallback, useState } from 'react';
import {
  useResource,
  usePlatform,
  useStore,
  type LoyaltyTier,
  type SessionState,
  type WalletState,
  type WalletStatementEntry,
} from '@nivaas/state';
import { LOYALTY_TIERS } from '@nivaas/domain';
import { useRewardsApi, type RewardsApi } from '../../features/rewards';

export const STATEMENT_PAGE_SIZE = 10;

type WalletAnswer = Awaited<ReturnType<RewardsApi['getWallet']>>;

/** What the wallet store does not hold: the tier's progress and the statement's paging. */
export interface RewardsExtras {
  readonly nextTier: string | null;
  readonly nightsToNextTier: number;
  readonly qualifyingNights: number;
  readonly total: number;
  readonly page: number;
}

const selectMember = (state: SessionState) => (state.isAuthenticated ? (state.profile?.userId ?? '') : null);
const selectWallet = (state: WalletState) => state;

const tierOf = (value: string): LoyaltyTier | null =>
  LOYALTY_TIERS.find((tier) => tier === value.trim().toLowerCase()) ?? null;

/** A count the API sent, made safe to show: a whole number, never below 0. */
const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

/** Statement pages joined, each entry once (a new entry between two pages shifts the next page). */
const joinPages = (known: readonly WalletStatementEntry[], page: readonly WalletStatementEntry[]) => {
  const ids = new Set(known.map((entry) => entry.id));
  return [...known, ...page.filter((entry) => !ids.has(entry.id))];
};

/**
 * The member's wallet (docs/rules.md 3 Wallet) into the shared wallet store (the header and checkout read it too), with
 * the first statement page; `showMore` appends the next page under the store's isStatementLoading.
 */
export function useRewards() {
  const api = useRewardsApi();
  const { session, wallet } = usePlatform();
  const member = useStore(session.store, selectMember);
  const state = useStore(wallet.store, selectWallet);
  const [moreFailed, setMoreFailed] = useState(false);
  // Set by "Show more"; null while the first page is the last one loaded.
  const [paging, setPaging] = useState<{ readonly total: number; readonly page: number } | null>(null);

  const resource = useResource(member === null ? null : `rewards:${member}`, async (signal): Promise<RewardsExtras> => {
    const [summary, first]: [WalletAnswer, Awaited<ReturnType<RewardsApi['getWalletStatements']>>] = await Promise.all([
      api.getWallet(undefined, { signal }),
      api.getWalletStatements({ query: { page: 1, limit: STATEMENT_PAGE_SIZE } }, { signal }),
    ]);
    const balance = whole(summary.walletData.totalBalance);
    wallet.setSummary({
      byType: Object.fromEntries(
        Object.entries(summary.walletData.byType).map(([type, entry]) => [type, whole(entry.balance)]),
      ),
      totalBalance: balance,
      isRewardsEnabled: summary.isRewardsEnabled,
      isWalletApplied: summary.isWalletApplied,
      loyaltyTier: tierOf(summary.loyaltyTier),
      totalSavings: whole(summary.totalSavings),
      upcomingExpiryDate: summary.upcomingExpiryDate,
      upcomingExpiryPoints: whole(summary.upcomingExpiryPoints),
      statements: first.statements,
      isStatementLoading: false,
    });
    setMoreFailed(false);
    setPaging(null);
    return {
      nextTier: summary.nextTier,
      nightsToNextTier: whole(summary.nightsToNextTier),
      qualifyingNights: whole(summary.qualifyingNights),
      total: whole(first.total),
      page: 1,
    };
  });

  const extras = resource.data;
  const total = paging?.total ?? extras?.total ?? 0;
  const page = paging?.page ?? extras?.page ?? 1;

  const showMore = useCallback(async () => {
    if (wallet.store.getState().isStatementLoading) return;
    wallet.setSummary({ isStatementLoading: true });
    setMoreFailed(false);
    try {
      const next = await api.getWalletStatements({ query: { page: page + 1, limit: STATEMENT_PAGE_SIZE } });
      wallet.setSummary({
        statements: joinPages(wallet.store.getState().statements, next.statements),
        isStatementLoading: false,
      });
      setPaging({ total: whole(next.total), page: page + 1 });
    } catch {
      wallet.setSummary({ isStatementLoading: false });
      setMoreFailed(true);
    }
  }, [api, page, wallet]);

  return {
    signedIn: member !== null,
    resource,
    wallet: state,
    extras,
    hasMore: state.statements.length < total,
    total,
    moreFailed,
    showMore,
  };
}
