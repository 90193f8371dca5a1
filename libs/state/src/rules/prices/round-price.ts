/**
 * SPEC.md section 3: price differences and room prices are rounded (to whole rupees,
 * half away from zero so a saving of -0.5 shows as -1 like +0.5 shows as 1).
 */
export function roundPrice(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount));
}
