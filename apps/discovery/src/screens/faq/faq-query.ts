/** The longest search the API takes (the contract's FaqQuery.query): longer text is cut, never refused. */
export const FAQ_QUERY_MAX_LENGTH = 100;

/**
 * A FAQ search as it is sent and kept in the URL (`?q=`): spaces collapsed and trimmed, at most 100 characters
 * (cut at a whole character, so an emoji is never split), '' for no search.
 */
export function queryFrom(value: string | null | undefined): string {
  const text = (value ?? '').replace(/\s+/gu, ' ').trim();
  return Array.from(text).slice(0, FAQ_QUERY_MAX_LENGTH).join('').trim();
}
