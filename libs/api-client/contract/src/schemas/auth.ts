import { Type, type Static } from 'typebox';

export const PhoneNumber = Type.String({ pattern: '^[6-9]\\d{9}$', examples: ['9876543210'] });
export const CountryCode = Type.String({ pattern: '^\\+[0-9-]{1,9}$', default: '+91' });
export const Email = Type.String({ format: 'email', maxLength: 120 });
export const Gstin = Type.String({ pattern: '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z]{1}[1-9A-Z]{1}Z[0-9A-Z]{1}$' });

/** Login responses (docs/rules.md 3): also the `x-auth-token` response header. */
export const LoginResponse = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  phone_number: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  communication_type: Type.String(),
  token: Type.String(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const TokenBody = Type.Object({ token: Type.String({ minLength: 8, maxLength: 4096 }) });
/** The token of the /user/reset-password/{token}/ link (sent by email; 256 random bits). */
export const ResetToken = Type.String({ pattern: '^[A-Za-z0-9_-]{22,64}$' });
export const ResetTokenParam = Type.Object({ token: ResetToken });
/**
 * A reset link that can still be used: until `expires_at` (1 hour after it was asked for), not used,
 * and fewer than 5 wrong codes; otherwise 404 "This reset link is invalid or has expired".
 */
export const PasswordResetStatus = Type.Object({
  expires_at: Type.String(),
  /** Where the 6-digit verification code went, masked: "SMS to +91 ******3210" or "email to a***@example.in". */
  code_sent_to: Type.String(),
});
/**
 * docs/rules.md 5: the password twice (confirm and password) plus the verification code; with the link's
 * token. Passwords differ: 400. Wrong code: 400 (the 5th wrong code ends the link). Then signed in.
 */
export const ResetPasswordBody = Type.Object({
  reset_token: ResetToken,
  confirm: Type.String({ minLength: 8, maxLength: 128 }),
  password: Type.String({ minLength: 8, maxLength: 128 }),
  verification_code: Type.String({ pattern: '^\\d{6}$' }),
});
export const ForgotPasswordBody = Type.Object({ email: Email });

/**
 * `captcha_token`: a passed check (createCaptchaChallenge) for a send after repeated failures: a code locked by 3
 * wrong tries or the resends used up are refused with 429 and code `captcha_required` until a send carries one;
 * with it, a fresh code (new tries, new resends). A check that does not pass is 400 with code `captcha_failed`.
 */
export const OtpSendBody = Type.Object({
  phone_number: PhoneNumber,
  country_code: Type.Optional(CountryCode),
  captcha_token: Type.Optional(Type.String({ minLength: 3, maxLength: 4096 })),
});
export type OtpSendBody = Static<typeof OtpSendBody>;
export const OtpSendResponse = Type.Object({
  status: Type.String(),
  resend_after_ms: Type.Integer(),
  resends_left: Type.Integer(),
  expires_in_s: Type.Integer(),
});
export const OtpVerifyBody = Type.Object({
  phone_number: PhoneNumber,
  country_code: Type.Optional(CountryCode),
  otp: Type.String({ pattern: '^\\d{6}$' }),
});
export type OtpVerifyBody = Static<typeof OtpVerifyBody>;
/**
 * The check to pass (docs/rules.md 4: captcha success or failure): the API's local challenge (a sum; answered as the
 * send's `captcha_token` `{id}.{answer}`, once, within `expires_in_s`) or hCaptcha's widget for `site_key` (its
 * token is the `captcha_token`, verified by the API with hCaptcha).
 */
export const CaptchaChallenge = Type.Union([
  Type.Object({
    provider: Type.Literal('local'),
    id: Type.String(),
    question: Type.Object({ a: Type.Integer(), b: Type.Integer() }),
    expires_in_s: Type.Integer(),
  }),
  Type.Object({ provider: Type.Literal('hcaptcha'), site_key: Type.String() }),
]);
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;
export const OtpInboxQuery = Type.Object({ phone: PhoneNumber });
export const OtpInboxResponse = Type.Object({ phone: Type.String(), otp: Type.String(), sent_at: Type.String() });

export const Profile = Type.Object({
  userId: Type.Integer(),
  email: Type.String(),
  mobile: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  communication_type: Type.String(),
  hasOptedForWhatsapp: Type.Boolean(),
  loyalty_tier: Type.String(),
});
export type Profile = Static<typeof Profile>;
export const ProfileUpdateBody = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 60 })),
  last_name: Type.Optional(Type.String({ maxLength: 60 })),
  email: Type.Optional(Email),
  communication_type: Type.Optional(Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Literal('whatsapp')])),
});
export const ProfileUpdateResponse = Type.Object({ profile_updated_successfully: Type.Boolean(), profile: Profile });

export const CompanyProfile = Type.Object({
  company_name: Type.String(),
  company_address: Type.String(),
  gstin: Type.String(),
});
/**
 * Company name, address and GSTIN together. The GSTIN's shape is checked here; its check character (GSTN's mod 36
 * over the first 14) by the API, which refuses a wrong one with 400. DELETE on the same path removes all three.
 */
export const GstinBody = Type.Object({
  company_name: Type.String({ minLength: 1, maxLength: 120 }),
  company_address: Type.String({ minLength: 1, maxLength: 300 }),
  gstin: Gstin,
});
export const WhatsappOptIn = Type.Object({ hasOptedForWhatsapp: Type.Boolean() });
