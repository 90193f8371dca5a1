import { parseDate } from './parse-date';

/** docs/rules.md section 5: a date is valid only if it parses. */
export function isValidDate(text: string | null | undefined): boolean {
  return parseDate(text) !== null;
}
