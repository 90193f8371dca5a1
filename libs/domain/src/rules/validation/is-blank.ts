/** docs/rules.md section 5: the text blank check is on trimmed strings; null and undefined are blank. */
export function isBlank(text: string | null | undefined): boolean {
  return text == null || text.trim().length === 0;
}
