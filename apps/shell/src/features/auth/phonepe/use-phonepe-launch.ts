import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from '@nivaas/state';
import { isPhonepeLaunch } from '../access/traffic-source';
import { useAuthServices } from '../auth-services';

/**
 * On a PhonePe launch (the landing URL has utm_source=phonepe_app) the shell signs the wallet user in
 * once per page load; the launch module and the SDK adapter load only then.
 */
export function usePhonepeLaunch(): void {
  const { search } = useLocation();
  const platform = usePlatform();
  const services = useAuthServices();
  const landing = useRef(search);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !isPhonepeLaunch(landing.current)) return;
    started.current = true;
    void import('./launch-phonepe').then(({ launchPhonepe }) =>
      launchPhonepe({ platform, api: services.api, sdk: services.phonepe }),
    );
  }, [platform, services]);
}
