import type { Subscription } from 'rxjs';
import type { LOYALTY_TIERS } from '@nivaas/domain';
import type { EventBus } from '../bus/create-event-bus';
import { createStore, type Store } from '../store/create-store';

export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/** docs/rules.md section 3: the wallet summary every remote shows (header, checkout, rewards). */
export interface WalletState {
  /** Balance per wallet type (type TP is the chain's points). */
  readonly byType: Readonly<Record<string, number>>;
  readonly totalBalance: number;
  readonly isRewardsEnabled: boolean;
  readonly isWalletApplied: boolean;
  readonly loyaltyTier: LoyaltyTier | null;
  readonly totalSavings: number;
  readonly upcomingExpiryDate: string | null;
  readonly upcomingExpiryPoints: number;
  /** The statement pages loaded so far, newest first (the rewards page's "Show more" appends a page). */
  readonly statements: readonly WalletStatementEntry[];
  readonly isStatementLoading: boolean;
}

/** One statement line (the contract's WalletStatement): points in (+) or out (−), with the booking it concerns. */
export interface WalletStatementEntry {
  readonly id: number;
  readonly type: string;
  readonly amount: number;
  readonly description: string;
  readonly order_id: string | null;
  readonly created_at: string;
  readonly expires_at: string | null;
}

export const INITIAL_WALLET: WalletState = {
  byType: {},
  totalBalance: 0,
  isRewardsEnabled: false,
  isWalletApplied: false,
  loyaltyTier: null,
  totalSavings: 0,
  upcomingExpiryDate: null,
  upcomingExpiryPoints: 0,
  statements: [],
  isStatementLoading: false,
};

/** docs/rules.md section 4: logout resets wallet but keeps the rewards flag (it is a product setting, not user data). */
export function resetWalletKeepingRewards(state: WalletState): WalletState {
  return { ...INITIAL_WALLET, isRewardsEnabled: state.isRewardsEnabled };
}

export interface WalletStore {
  readonly store: Store<WalletState>;
  readonly setSummary: (summary: Partial<WalletState>) => void;
  readonly reset: () => void;
  readonly dispose: () => void;
}

export function createWalletStore({ bus }: { bus: EventBus }): WalletStore {
  const store = createStore<WalletState>(INITIAL_WALLET);
  const reset = () => store.update(() => resetWalletKeepingRewards(store.getState()));
  const subscription: Subscription = bus.on('auth/changed').subscribe((e) => {
    if (!e.isAuthenticated) reset();
  });
  return {
    store,
    setSummary: (summary) => store.update((d) => void Object.assign(d, summary)),
    reset,
    dispose: () => subscription.unsubscribe(),
  };
}
