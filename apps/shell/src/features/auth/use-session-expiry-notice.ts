import { useEffect } from 'react';
import { usePlatform } from '@nivaas/state';
import { useAccountT } from './account-messages';
import { isLoggingOut } from './logout';

/**
 * A 401 clears the session through the bus (libs/state); the header and the access rules follow the
 * store by themselves. This tells the visitor why they are suddenly signed out. The only other way
 * to lose a session is their own logout, which says so itself.
 */
export function useSessionExpiryNotice(): void {
  const platform = usePlatform();
  const t = useAccountT();
  useEffect(() => {
    const subscription = platform.bus.on('auth/changed').subscribe((event) => {
      if (event.isAuthenticated || isLoggingOut()) return;
      platform.bus.emit({ type: 'toast/show', kind: 'error', message: t('session.expired') });
    });
    return () => subscription.unsubscribe();
  }, [platform, t]);
}
