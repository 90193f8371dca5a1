import { formatInr, formatNumber } from '@nivaas/domain';
import { useLocale } from '@nivaas/i18n';
import { useResource } from '@nivaas/state';
import { useHotelApi } from '../api/hotel-api';
import type { HotelDetailsT } from '../hotel-details-messages';
import styles from '../hotel-details.module.css';

/**
 * For a signed-in member: the wallet's points, usable at checkout (GET wallet). Nothing for a visitor, for an
 * empty wallet, or when the call fails (it is a note, not the price).
 */
export function WalletNote({ t, signedIn }: { readonly t: HotelDetailsT; readonly signedIn: boolean }) {
  const api = useHotelApi();
  const locale = useLocale();
  const wallet = useResource(signedIn ? 'wallet' : null, (signal) => api.getWallet(undefined, { signal }), {
    timing: 'idle',
  });
  const points = wallet.data?.walletData.totalBalance ?? 0;
  if (points <= 0) return null;
  return (
    <p className={styles.wallet}>
      {t('wallet.note', { count: points, points: formatNumber(points, locale), amount: formatInr(points, locale) })}
    </p>
  );
}
