import { checkResetDraft, isResetDraftValid, refusedField, resetTokenOf } from './reset-draft';

describe('reset-password rules (docs/rules.md 5: the password twice plus the verification code)', () => {
  it('accepts 8+ characters twice and a 6-digit code', () => {
    expect(checkResetDraft({ password: 'abcdefgh', confirm: 'abcdefgh', code: '012345' })).toEqual({});
    expect(isResetDraftValid({})).toBe(true);
  });

  it('refuses a short or long password, a missing or different confirmation, a code that is not 6 digits', () => {
    expect(checkResetDraft({ password: 'abcdefg', confirm: 'abcdefg', code: '012345' })).toEqual({ password: 'short' });
    const long = 'a'.repeat(129);
    expect(checkResetDraft({ password: long, confirm: long, code: '012345' })).toEqual({ password: 'long' });
    expect(checkResetDraft({ password: 'abcdefgh', confirm: '', code: '012345' })).toEqual({ confirm: 'missing' });
    expect(checkResetDraft({ password: 'abcdefgh', confirm: 'abcdefgH', code: '012345' })).toEqual({
      confirm: 'mismatch',
    });
    expect(checkResetDraft({ password: 'abcdefgh', confirm: 'abcdefgh', code: '12345' })).toEqual({ code: 'format' });
    expect(checkResetDraft({ password: 'abcdefgh', confirm: 'abcdefgh', code: '12345a' })).toEqual({ code: 'format' });
  });

  it('reads a token only in the contract’s shape', () => {
    expect(resetTokenOf('rT_0123456789abcdefghijKLMN')).toBe('rT_0123456789abcdefghijKLMN');
    expect(resetTokenOf('short')).toBeNull();
    expect(resetTokenOf('bad token with spaces 1234567890')).toBeNull();
    expect(resetTokenOf(undefined)).toBeNull();
  });

  it('puts a refusal at the field it names', () => {
    expect(refusedField('Wrong verification code')).toBe('code');
    expect(refusedField('Passwords do not match')).toBe('confirm');
    expect(refusedField('Password is too common')).toBe('password');
    expect(refusedField('Something else')).toBeNull();
  });
});
