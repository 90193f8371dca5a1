import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from './e2e-ports';

/** A fresh Indian mobile number per test: the API limits OTP sends and verifies per phone. */
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1_000_000_000)).padStart(9, '0')}`;

/** The development inbox (GET /api/dev/otp-inbox/?phone=): the last code sent to a phone, once it is there. */
export async function readOtp(request: APIRequestContext, phone: string): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const response = await request.get(`http://localhost:${E2E_PORTS.api}/api/dev/otp-inbox/?phone=${phone}`);
      otp = response.ok() ? (((await response.json()) as { otp?: string }).otp ?? '') : '';
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp;
}
