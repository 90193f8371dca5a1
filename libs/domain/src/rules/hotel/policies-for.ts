/** docs/rules.md section 3, a hotel's policy: where it shows and in which order. */
export interface PolicyPlacement {
  readonly display_in_policy: boolean;
  readonly display_in_need_to_know: boolean;
  readonly position: number;
}

/**
 * The policies of one place on a hotel page, sorted by position: "Need to know" shows those marked
 * display_in_need_to_know, the full policies those marked display_in_policy (docs/rules.md section 3).
 */
export function policiesFor<T extends PolicyPlacement>(policies: readonly T[], place: 'need-to-know' | 'policy'): T[] {
  return policies
    .map((policy, index) => ({ policy, index }))
    .filter(({ policy }) => (place === 'need-to-know' ? policy.display_in_need_to_know : policy.display_in_policy))
    .sort((a, b) => a.policy.position - b.policy.position || a.index - b.index)
    .map(({ policy }) => policy);
}
