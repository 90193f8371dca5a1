import { type CookieJar } from '@nivaas/state';
import { TRAFFIC_SOURCE_COOKIE, PHONEPE_UTM_SOURCE } from '@nivaas/domain/sign-in';

export { TRAFFIC_SOURCE_COOKIE };

const utmSourceOf = (search: string): string | null => {
  try {
    return new URLSearchParams(search).get('utm_source');
  } catch {
    return null;
  }
};

/** True when the URL is a PhonePe launch (utm_source=phonepe_app in its query). */
export function isPhonepeLaunch(search: string): boolean {
  return utmSourceOf(search) === PHONEPE_UTM_SOURCE;
}

/** Remembers a PhonePe launch for the session; other sources leave the memory alone. */
export function rememberTrafficSource(search: string, cookies: CookieJar): void {
  if (isPhonepeLaunch(search)) cookies.set(TRAFFIC_SOURCE_COOKIE, PHONEPE_UTM_SOURCE);
}

/** The utm_source the access rules use: phonepe_app when this URL or this session came from the wallet. */
export function trafficSource(search: string, cookies: CookieJar): string | null {
  if (isPhonepeLaunch(search) || cookies.get(TRAFFIC_SOURCE_COOKIE) === PHONEPE_UTM_SOURCE) return PHONEPE_UTM_SOURCE;
  return utmSourceOf(search);
}
