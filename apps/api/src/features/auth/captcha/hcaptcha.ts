import { ApiError } from '../../../http/api-error';
import { HCAPTCHA_VERIFY_URL } from './captcha-config';

/** How long a send waits for hCaptcha's answer before telling the visitor to try again. */
export const HCAPTCHA_VERIFY_TIMEOUT_MS = 5000;

/**
 * hCaptcha's server-side check of a widget's token (POST siteverify, form-encoded: secret, response, sitekey,
 * remoteip): true only for `success: true`. hCaptcha not answering, a 5xx or a body that is not its answer is a 502
 * (hCaptcha failing, not the visitor), never a pass.
 */
export async function verifyHcaptcha(
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  settings: { readonly siteKey: string; readonly secret: string },
  token: string,
  remoteIp: string,
  timeoutMs = HCAPTCHA_VERIFY_TIMEOUT_MS,
): Promise<boolean> {
  let body: { success?: unknown };
  try {
    const response = await fetchImpl(HCAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        secret: settings.secret,
        response: token,
        sitekey: settings.siteKey,
        remoteip: remoteIp,
      }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`siteverify ${response.status}`);
    body = (await response.json()) as { success?: unknown };
  } catch {
    throw new ApiError(502, 'The check is not available right now, please try again');
  }
  if (typeof body?.success !== 'boolean')
    throw new ApiError(502, 'The check is not available right now, please try again');
  return body.success;
}
