import type { Lifecycle } from '@nivaas/server';
import type { Database } from './db/database';
import type { PricingConfig } from './pricing/pricing-config';
import type { Captcha, GoogleSimulatorKeys } from './features/auth';
import type { QueueStats } from './features/notifications';
import type { ApiMetrics } from './observability/metrics';

/** A booking event the guest is told about (SMS, email, WhatsApp if opted in): see features/notifications. */
export interface NotificationEvent {
  readonly kind: 'booking_confirmed' | 'balance_paid' | 'booking_cancelled';
  readonly orderId: string;
}

/** A password reset to tell its user about: the link's token goes by email, the code by SMS (email when no phone). */
export interface PasswordResetNotice {
  readonly name: string;
  readonly email: string;
  /** The national mobile, or null: then the code goes by email too. */
  readonly phone: string | null;
  readonly token: string;
  readonly code: string;
}

/** A login code to send by SMS (kind otp). */
export interface OtpNotice {
  /** The national mobile (10 digits, +91). */
  readonly phone: string;
  readonly code: string;
  /** How long the code works, for the message. */
  readonly validMinutes: number;
}

/** The messages' queue of this instance (features/notifications/outbox-worker.ts; README "Messages"). */
export interface MessageQueue {
  /** Claims one batch of due messages, sends and settles them; how many it claimed. */
  runOnce(): Promise<number>;
  /** Batches until nothing is due now (tests; bounded). */
  drain(): Promise<number>;
  /** Writes the messages of recent bookings that have none (older than graceMs, default a minute); how many events. */
  sweep(graceMs?: number): Promise<number>;
  /** Rows by state and the oldest waiting message's age. */
  stats(): Promise<QueueStats>;
  /** Waits (bounded, default 2 s) until no message to this address waits for its first attempt (the dev outbox). */
  settled(to: string, timeoutMs?: number): Promise<void>;
  /** The poll and the sweep (buildApp, unless told not to). */
  start(): void;
  /** Stops polling and waits for sends in flight (bounded). */
  stop(): Promise<void>;
}

/** Queues a booking's messages; never throws (a message is retried by the queue, and kept dead after the last try). */
export interface Notifications {
  /** Writes the event's messages to the outbox (the queue); never waits on a provider. */
  send(event: NotificationEvent): Promise<void>;
  /** The messages of a password reset (kind password_reset), queued the same way; never throws either. */
  sendPasswordReset(notice: PasswordResetNotice): Promise<void>;
  /** The SMS of a login code, sent inline; false when the SMS provider failed (the guest will not get it). Never throws. */
  sendOtp(notice: OtpNotice): Promise<boolean>;
  readonly queue: MessageQueue;
}

/** What every feature needs, built once in buildApp and passed down (no module-level state). */
export interface AppContext {
  readonly db: Database;
  /** Starting, ready or draining: what the readiness route answers (@nivaas/server's Lifecycle). */
  readonly lifecycle: Lifecycle;
  readonly pricing: PricingConfig;
  /** Production hides the development OTP inbox and the simulated gateway's pay button. */
  readonly production: boolean;
  readonly gateway: { readonly provider: 'simulated' | 'razorpay'; readonly keyId: string; readonly keySecret: string };
  /**
   * JWKS URL Google ID tokens are verified against: Google's, or the simulator's own `/api/dev/google/certs` at the
   * address the API listens on (read when a token is checked; throws while the API does not listen). Tests point it
   * at a local key.
   */
  readonly googleJwksUrl: string;
  readonly googleClientId: string;
  /** The issuers a Google ID token may name: Google's two spellings, or the simulator's. */
  readonly googleIssuers: readonly string[];
  /** The Google sign-in simulator's keys, outside production when GOOGLE_SIGN_IN is simulator; else null. */
  readonly googleSimulator: GoogleSimulatorKeys | null;
  /** PhonePe grant-token exchange; default is the local simulator route. */
  readonly phonepeVerifyUrl: string | null;
  /** The check before another OTP is sent after repeated failures (the local challenge or hCaptcha). */
  readonly captcha: Captcha;
  /** Key of the OTP and reset-code hashes. */
  readonly otpPepper: string;
  /** The app's clock for pending-payment holds (tests inject one; the database's now() is not used for them). */
  readonly now: () => Date;
  /** Minutes a PENDING_PAYMENT booking holds its rooms before they go back on sale. */
  readonly holdMinutes: number;
  /** The guest's booking messages: call once per event (confirmation, balance paid, cancellation). */
  readonly notifications: Notifications;
  /** This app's Prometheus registry and its counters (observability/metrics.ts); increment where events happen. */
  readonly metrics: ApiMetrics;
}
