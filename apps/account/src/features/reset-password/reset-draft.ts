/** The contract's reset token (ResetToken in auth.ts): 22-64 letters, digits, `_` or `-`. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The password rule (ResetPasswordBody): 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The token of a reset link, or null when it cannot be one (the page says the link is invalid, no call made). */
export function resetTokenOf(param: string | undefined): string | null {
  return typeof param === 'string' && RESET_TOKEN.test(param) ? param : null;
}

export interface ResetDraft {
  readonly password: string;
  readonly confirm: string;
  readonly code: string;
}

export interface ResetProblems {
  readonly password?: 'short' | 'long';
  readonly confirm?: 'missing' | 'mismatch';
  readonly code?: 'format';
}

/**
 * docs/rules.md 5: the password twice plus the verification code. The password is 8-128 characters (spaces count:
 * a passphrase is welcome), the confirmation equals it, the code is 6 digits.
 */
export function checkResetDraft(draft: ResetDraft): ResetProblems {
  const problems: { password?: 'short' | 'long'; confirm?: 'missing' | 'mismatch'; code?: 'format' } = {};
  if (draft.password.length < PASSWORD_MIN_LENGTH) problems.password = 'short';
  else if (draft.password.length > PASSWORD_MAX_LENGTH) problems.password = 'long';
  if (draft.confirm === '') problems.confirm = 'missing';
  else if (draft.confirm !== draft.password) problems.confirm = 'mismatch';
  if (!/^\d{6}$/.test(draft.code.trim())) problems.code = 'format';
  return problems;
}

export const isResetDraftValid = (problems: ResetProblems): boolean => Object.keys(problems).length === 0;

/** Which field a refusal (400) of the API is about, by what it names. */
export function refusedField(message: string): 'code' | 'confirm' | 'password' | null {
  if (/code/i.test(message)) return 'code';
  if (/match|confirm/i.test(message)) return 'confirm';
  if (/password/i.test(message)) return 'password';
  return null;
}
