import type { Operation } from '@nivaas/api-client/contract';

/** Operations whose query accepts attribution: docs/rules.md section 7 sends it on the pricing calls. */
export function acceptsAttribution(operation: Operation): boolean {
  const properties = (operation.querystring as { properties?: Record<string, unknown> } | undefined)?.properties;
  return Boolean(properties && 'utm_source' in properties);
}

/** OTP operations, whose errors follow the OTP message rule of docs/rules.md section 8. */
export function isOtpOperation(operation: Operation): boolean {
  return operation.path.includes('/otp/');
}
