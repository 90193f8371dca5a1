import { expect, type APIRequestContext } from './test';
import { E2E_PORTS } from './e2e-ports';

/** A fresh Indian mobile number per test: the API limits OTP sends and verifies per phone. */
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0')}`;

/** When the inbox's code for a phone was sent (its `sent_at`), or null when none was: taken before a new send. */
export async function otpStamp(request: APIRequestContext, phone: string): Promise<string | null> {
  const response = await request.get(`http://localhost:${E2E_PORTS.api}/api/dev/otp-inbox/?phone=${phone}`);
  return response.ok() ? (((await response.json()) as { sent_at?: string }).sent_at ?? null) : null;
}

/**
 * The development inbox (GET /api/dev/otp-inbox/?phone=): the last code sent to a phone, once it is there. With
 * `sentBefore` (the `otpStamp` taken before asking for a new code), waits for a code sent after it: a phone that
 * signed in before still has its used code in the inbox until the new send lands, and typing that one fails.
 */
export async function readOtp(request: APIRequestContext, phone: string, sentBefore?: string | null): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const response = await request.get(`http://localhost:${E2E_PORTS.api}/api/dev/otp-inbox/?phone=${phone}`);
      const entry = response.ok() ? ((await response.json()) as { otp?: string; sent_at?: string }) : {};
      otp = sentBefore !== undefined && entry.sent_at === sentBefore ? '' : (entry.otp ?? '');
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp;
}
