import type { OperationId } from '@nivaas/api-client/contract';

/** Whose count a request adds to (see rate-limits-keys.ts for how each is read and normalised). */
export type LimitSubject =
  /** The body's phone (phone_number, or the guest's mobile) with its country code, as E.164. */
  | 'phone'
  /** The client address: the socket's, or the one a trusted proxy (the shell server) forwarded. */
  | 'address'
  /** The body's email, trimmed and lower-cased. */
  | 'email'
  /** The signed-in user; a request without a session adds to no account count. */
  | 'account'
  /** The body's feedback_id: the feedback link of one stay. */
  | 'feedback-link';

export interface AbuseLimit {
  /** Operations naming the same limit share one count (send and resend are one budget of SMS). */
  readonly name: string;
  readonly per: LimitSubject;
  readonly max: number;
  readonly windowMs: number;
  /** What was limited, as the 429 says it: "Too many {what}: please try again in 12 minutes". */
  readonly what: string;
}

/** A limit as one operation applies it. */
export interface AppliedLimit {
  readonly limit: AbuseLimit;
  /** Only requests whose body passes count (pay at hotel: with or without an OTP). */
  readonly when?: (body: unknown) => boolean;
  /**
   * Requests repeating one value of this header count once: a retried pay call with the same
   * Idempotency-Key is the same booking, not another one.
   */
  readonly countOncePerHeader?: string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Per-phone numbers are what one honest guest could need; per-address numbers are looser because
// Indian mobile carriers put many subscribers behind one public IPv4 (carrier-grade NAT), so one
// address is often many people. RATE_LIMIT_ADDRESS_SCALE multiplies the per-address maxima only.

/** One code plus its 6 resends 30 s apart (otp-service.ts), with 3 spare taps; the service's own rules
 * let a phone get a fresh code every 10 minutes, ~40 SMS an hour, without this. */
const OTP_SENDS_PER_PHONE_HOUR: AbuseLimit = {
  name: 'otp-send-phone-hour',
  per: 'phone',
  max: 10,
  windowMs: HOUR,
  what: 'OTP requests for this mobile number',
};
/** Two bad hours a day at most: caps SMS bombing of one victim's phone at 20 messages a day. */
const OTP_SENDS_PER_PHONE_DAY: AbuseLimit = {
  name: 'otp-send-phone-day',
  per: 'phone',
  max: 20,
  windowMs: DAY,
  what: 'OTP requests for this mobile number today',
};
/** Two logins a minute from one address, sustained, is far above what one carrier address sends a budget
 * hotel site; SMS pumping (the 60 numbers from one client) stops at 20. */
const OTP_SENDS_PER_ADDRESS: AbuseLimit = {
  name: 'otp-send-address',
  per: 'address',
  max: 20,
  windowMs: 10 * MINUTE,
  what: 'OTP requests from your network',
};
/** A pumper pacing itself under the 10-minute limit still gets at most 200 SMS a day from one address. */
const OTP_SENDS_PER_ADDRESS_DAY: AbuseLimit = {
  name: 'otp-send-address-day',
  per: 'address',
  max: 200,
  windowMs: DAY,
  what: 'OTP requests from your network today',
};
/** A code lives 10 minutes and locks after 3 wrong tries; 10 checks cover a code, its resends and double taps. */
const OTP_VERIFIES_PER_PHONE: AbuseLimit = {
  name: 'otp-verify-phone',
  per: 'phone',
  max: 10,
  windowMs: 10 * MINUTE,
  what: 'OTP attempts for this mobile number',
};
/** Guessing other people's codes: 3 tries a code across many phones from one address; twice the send budget. */
const OTP_VERIFIES_PER_ADDRESS: AbuseLimit = {
  name: 'otp-verify-address',
  per: 'address',
  max: 40,
  windowMs: 10 * MINUTE,
  what: 'OTP attempts from your network',
};
/** A captcha challenge is asked for once per locked code or used-up resends, again after a wrong answer: 30 in
 * 10 minutes from one address is many people behind one carrier address; more fills the challenge table. */
const CAPTCHA_CHALLENGES_PER_ADDRESS: AbuseLimit = {
  name: 'captcha-challenge-address',
  per: 'address',
  max: 30,
  windowMs: 10 * MINUTE,
  what: 'checks from your network',
};
/** Each ask sends an email and an SMS; someone whose mail is slow asks twice, a third ask is generous. */
const RESETS_PER_EMAIL: AbuseLimit = {
  name: 'password-reset-email',
  per: 'email',
  max: 3,
  windowMs: HOUR,
  what: 'password reset requests for this email',
};
/** Walking a list of emails (mail bombing, probing) from one address. */
const RESETS_PER_ADDRESS: AbuseLimit = {
  name: 'password-reset-address',
  per: 'address',
  max: 10,
  windowMs: HOUR,
  what: 'password reset requests from your network',
};
/** Questions wait for moderation: 5 an hour is a guest with real questions, more is spam for moderators. */
const QUESTIONS_PER_ACCOUNT: AbuseLimit = {
  name: 'question-account',
  per: 'account',
  max: 5,
  windowMs: HOUR,
  what: 'questions from your account',
};
const QUESTIONS_PER_ADDRESS: AbuseLimit = {
  name: 'question-address',
  per: 'address',
  max: 10,
  windowMs: HOUR,
  what: 'questions from your network',
};
/** One review per completed stay is the API's rule; 5 an hour lets a regular guest catch up on several stays. */
const REVIEWS_PER_ACCOUNT: AbuseLimit = {
  name: 'review-account',
  per: 'account',
  max: 5,
  windowMs: HOUR,
  what: 'reviews from your account',
};
const REVIEWS_PER_ADDRESS: AbuseLimit = {
  name: 'review-address',
  per: 'address',
  max: 20,
  windowMs: HOUR,
  what: 'reviews from your network',
};
/** One stay's feedback is saved, then maybe changed; 10 saves an hour is editing, more is a script. */
const FEEDBACK_PER_LINK: AbuseLimit = {
  name: 'feedback-link',
  per: 'feedback-link',
  max: 10,
  windowMs: HOUR,
  what: 'feedback saves for this stay',
};
/** The feedback calls need no login: a script trying links from one address stops here. */
const FEEDBACK_PER_ADDRESS: AbuseLimit = {
  name: 'feedback-address',
  per: 'address',
  max: 30,
  windowMs: HOUR,
  what: 'feedback saves from your network',
};
/** Every Share without the phone's share sheet makes a link; 30 an hour is a lot of sharing, more fills the table. */
const SHORT_LINKS_PER_ADDRESS: AbuseLimit = {
  name: 'short-link-address',
  per: 'address',
  max: 30,
  windowMs: HOUR,
  what: 'share links from your network',
};
/** OTP-less pay at hotel holds rooms with no payment and no code: a guest books once or twice a day, and a
 * phone may hold 2 such bookings anyway (pay-checks.ts); 5 a day leaves room for a changed plan. */
const OTPLESS_BOOKINGS_PER_PHONE: AbuseLimit = {
  name: 'pay-at-hotel-otpless-phone',
  per: 'phone',
  max: 5,
  windowMs: DAY,
  what: 'pay at hotel bookings without an OTP for this mobile number today',
};
/** A signed-in account may name any guest phone, so without this one account holds 2 bookings per invented phone. */
const OTPLESS_BOOKINGS_PER_ACCOUNT: AbuseLimit = {
  name: 'pay-at-hotel-otpless-account',
  per: 'account',
  max: 5,
  windowMs: DAY,
  what: 'pay at hotel bookings without an OTP from your account today',
};
/** Holding a city's rooms from one address with many accounts; past this the guest verifies by OTP or pays now. */
const OTPLESS_BOOKINGS_PER_ADDRESS: AbuseLimit = {
  name: 'pay-at-hotel-otpless-address',
  per: 'address',
  max: 20,
  windowMs: DAY,
  what: 'pay at hotel bookings without an OTP from your network today',
};

const withOtp = (body: unknown) => typeof (body as { otp?: unknown } | null)?.otp === 'string';
const withoutOtp = (body: unknown) => !withOtp(body);

const OTP_SENDS: readonly AppliedLimit[] = [
  { limit: OTP_SENDS_PER_PHONE_HOUR },
  { limit: OTP_SENDS_PER_PHONE_DAY },
  { limit: OTP_SENDS_PER_ADDRESS },
  { limit: OTP_SENDS_PER_ADDRESS_DAY },
];
const OTP_VERIFIES: readonly AppliedLimit[] = [{ limit: OTP_VERIFIES_PER_PHONE }, { limit: OTP_VERIFIES_PER_ADDRESS }];
const FEEDBACK_SAVES: readonly AppliedLimit[] = [{ limit: FEEDBACK_PER_LINK }, { limit: FEEDBACK_PER_ADDRESS }];
const QUESTIONS: readonly AppliedLimit[] = [{ limit: QUESTIONS_PER_ACCOUNT }, { limit: QUESTIONS_PER_ADDRESS }];

/**
 * THE table of abuse limits, by contract operation id (register-operation.ts applies it to each route).
 * Every request that passed the schema counts, refused ones too (an attacker's refused tries are
 * still tries); a request over any of its limits gets 429 with Retry-After.
 */
export const RATE_LIMITS: { readonly [K in OperationId]?: readonly AppliedLimit[] } = {
  sendOtp: OTP_SENDS,
  resendOtp: OTP_SENDS,
  verifyOtp: OTP_VERIFIES,
  createCaptchaChallenge: [{ limit: CAPTCHA_CHALLENGES_PER_ADDRESS }],
  requestPasswordReset: [{ limit: RESETS_PER_EMAIL }, { limit: RESETS_PER_ADDRESS }],
  addQuestion: QUESTIONS,
  askHotelQuestion: QUESTIONS,
  submitReview: [{ limit: REVIEWS_PER_ACCOUNT }, { limit: REVIEWS_PER_ADDRESS }],
  updateFeedback: FEEDBACK_SAVES,
  submitFeedbackV2: FEEDBACK_SAVES,
  createShortLink: [{ limit: SHORT_LINKS_PER_ADDRESS }],
  payAtHotel: [
    // With an OTP the booking is a code check: the OTP limits apply, and the SMS was limited when sent.
    ...OTP_VERIFIES.map((applied) => ({ ...applied, when: withOtp })),
    ...[OTPLESS_BOOKINGS_PER_PHONE, OTPLESS_BOOKINGS_PER_ACCOUNT, OTPLESS_BOOKINGS_PER_ADDRESS].map((limit) => ({
      limit,
      when: withoutOtp,
      countOncePerHeader: 'idempotency-key',
    })),
  ],
};
