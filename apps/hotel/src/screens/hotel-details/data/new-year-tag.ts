/**
 * The content's New Year tag (GET /api/v1/contents/?key=new_year_rate_tag answers
 * `{ data: { new_year_rate_tag: 'New Year special: 15% off' } }`); null when the answer holds no text.
 */
export function readNewYearTag(answer: { readonly data: Readonly<Record<string, unknown>> }): string | null {
  const value = answer.data['new_year_rate_tag'];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
