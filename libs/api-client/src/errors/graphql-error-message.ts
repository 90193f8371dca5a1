/** docs/rules.md section 8: the GraphQL-style message when the text has no usable part. */
export const GRAPHQL_FALLBACK_MESSAGE = 'Request failed';

/**
 * docs/rules.md section 8: GraphQL-style error text ("GraphQL error: Coupon expired") shows the part
 * after the first colon, else 'Request failed'.
 */
export function graphqlErrorMessage(text: string | null | undefined): string {
  const colon = (text ?? '').indexOf(':');
  const rest = colon >= 0 ? (text ?? '').slice(colon + 1).trim() : '';
  return rest !== '' ? rest : GRAPHQL_FALLBACK_MESSAGE;
}
