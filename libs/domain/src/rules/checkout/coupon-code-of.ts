/**
 * A coupon code from a URL (the checkout query's and the hotel page's `couponCode`): 2 to 30 letters, digits,
 * `-` or `_`, upper-cased; anything else is no code (a URL is user input; the API says whether the code exists).
 */
export function couponCodeOf(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text && /^[A-Za-z0-9_-]{2,30}$/.test(text) ? text.toUpperCase() : undefined;
}
