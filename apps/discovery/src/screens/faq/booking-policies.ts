import { textOf } from '../../features/content';

/** The chain's policies the FAQ names, in the order it shows them (content `policies`: key -> text). */
export const POLICY_KEYS = ['cancellation', 'checkin'] as const;
export type PolicyKey = (typeof POLICY_KEYS)[number];

/** The policies the content has text for, in POLICY_KEYS order; a key the page does not know is left out. */
export function bookingPolicies(value: unknown): readonly { readonly key: PolicyKey; readonly text: string }[] {
  return POLICY_KEYS.flatMap((key) => {
    const text = textOf(value, key).trim();
    return text ? [{ key, text }] : [];
  });
}
