import type { HttpMethod } from '@nivaas/api-client/contract';

/** What the client needs to call one operation: no schemas, so the browser bundle stays small. */
export interface OperationRow {
  readonly method: HttpMethod;
  readonly path: string;
  /** The query accepts utm/referral attribution (docs/rules.md 7: the pricing calls). */
  readonly attribution: boolean;
  /** Errors follow the OTP message rule (docs/rules.md 8). */
  readonly otp: boolean;
}
