/**
 * docs/rules.md section 3: price differences and room prices are rounded (to whole rupees,
 * half away from zero so a saving of -0.5 shows as -1 like +0.5 shows as 1). Never -0:
 * a rounded -0.3 is 0, not a "-₹0" on screen.
 */
export function roundPrice(amount: number): number {
  const rounded = Math.sign(amount) * Math.round(Math.abs(amount));
  return rounded === 0 ? 0 : rounded;
}
