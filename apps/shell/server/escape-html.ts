/** Text between tags: `<` and `&` are all that can start markup or an entity. `>` too, for old parsers. */
export function escapeText(text: string): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute value: additionally both quotes, so no value can end the attribute. */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
