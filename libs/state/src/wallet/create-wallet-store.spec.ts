import { createEventBus } from '../bus/create-event-bus';
import { createWalletStore, INITIAL_WALLET } from './create-wallet-store';

describe('wallet store (docs/rules.md section 4: logout resets wallet but keeps the rewards flag)', () => {
  it('given a loaded wallet, when the user logs out, then it resets and keeps isRewardsEnabled', () => {
    const bus = createEventBus();
    const wallet = createWalletStore({ bus });
    wallet.setSummary({ totalBalance: 500, isRewardsEnabled: true, loyaltyTier: 'gold', byType: { TP: 500 } });
    bus.emit({ type: 'auth/changed', isAuthenticated: true, userId: '1' });
    expect(wallet.store.getState().totalBalance).toBe(500);
    bus.emit({ type: 'auth/changed', isAuthenticated: false });
    expect(wallet.store.getState()).toEqual({ ...INITIAL_WALLET, isRewardsEnabled: true });
    wallet.dispose();
    wallet.setSummary({ totalBalance: 1 });
    bus.emit({ type: 'auth/changed', isAuthenticated: false });
    expect(wallet.store.getState().totalBalance).toBe(1);
  });

  it('given a loaded statement page, when the user logs out, then the statement and its loading flag are cleared too', () => {
    const bus = createEventBus();
    const wallet = createWalletStore({ bus });
    const line = {
      id: 1,
      type: 'credit',
      amount: 90,
      description: 'Points',
      order_id: null,
      created_at: '',
      expires_at: null,
    };
    wallet.setSummary({ statements: [line], isStatementLoading: true });
    expect(wallet.store.getState().statements).toEqual([line]);
    bus.emit({ type: 'auth/changed', isAuthenticated: false });
    expect(wallet.store.getState()).toMatchObject({ statements: [], isStatementLoading: false });
  });
});
