/**
 * The WHATWG HTML address syntax (what `<input type="email">` accepts), with a dot
 * required in the domain because a booking confirmation cannot go to "user@localhost".
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** docs/rules.md section 5: email, standard address format. */
export function isValidEmail(text: string | null | undefined): boolean {
  return typeof text === 'string' && EMAIL.test(text.trim());
}
