/** docs/rules.md section 9: OTP verify max 3. */
export const OTP_MAX_VERIFY_ATTEMPTS = 3;

/** True while the guest may still try a code: fewer than 3 verify attempts so far. */
export function canVerifyOtp(verifyAttempts: number, max: number = OTP_MAX_VERIFY_ATTEMPTS): boolean {
  return verifyAttempts < max;
}
