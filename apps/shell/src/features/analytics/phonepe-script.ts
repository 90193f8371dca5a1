import type { Attribution } from '@nivaas/api-client';
import { PHONEPE_UTM_SOURCE } from '@nivaas/domain/sign-in';

/**
 * The payment-app script (PhonePe's web SDK, for pages inside the PhonePe app): loaded only for
 * utm_source=phonepe_app (from the landing URL, or the attribution cookie of an earlier landing
 * in the app) and only when PHONEPE_SDK_URL is configured; otherwise there is no request at all.
 * Resolves true once the script has run, false when it is not for this visit or failed.
 */
export function loadPhonePeScript(
  attribution: Attribution,
  scriptUrl: string | undefined,
  loadScript: (src: string) => Promise<void>,
): Promise<boolean> {
  if (attribution.utm_source !== PHONEPE_UTM_SOURCE || !scriptUrl) return Promise.resolve(false);
  return loadScript(scriptUrl).then(
    () => true,
    () => false,
  );
}
