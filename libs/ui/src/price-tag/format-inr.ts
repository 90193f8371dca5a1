let inr: Intl.NumberFormat | undefined;

/** The one INR formatter: ₹1,499 style with Indian digit grouping and no paise. */
export function formatInr(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
  return inr.format(amount);
}
