import { createTranslate, type Locale } from '@nivaas/i18n';
import { AUTH_CATALOGUES } from './auth-messages';

/**
 * The word each locale's sign-in uses for the code sent by SMS, as libs/ui's OTP flow writes it
 * ("Send OTP", "We have sent a new OTP." in en-IN; "We have sent a new code." in en-GB; "Renvoyer le code" in fr-FR).
 */
const WORD: Record<Locale, { readonly use: RegExp; readonly not: RegExp }> = {
  'en-IN': { use: /\bOTPs?\b/, not: /\bcodes?\b/i },
  'en-GB': { use: /\bcodes?\b/, not: /\bOTPs?\b/ },
  'fr-FR': { use: /\bcodes?\b/, not: /\bOTPs?\b/ },
  'hi-IN': { use: /\bOTP\b/, not: /कोड/ },
};

describe("sign-in's texts", () => {
  it.each(Object.keys(WORD) as Locale[])(
    'in %s, the captcha step and the reset form name the code as the rest of sign-in does',
    (locale) => {
      const t = createTranslate(AUTH_CATALOGUES, locale);
      for (const key of ['captcha.intro', 'captcha.submit', 'forgot.intro', 'forgot.sent'] as const) {
        expect(t(key)).toMatch(WORD[locale].use);
        expect(t(key)).not.toMatch(WORD[locale].not);
      }
    },
  );

  it('in en-IN, the captcha button reads "Get a new OTP", like "Send OTP" and "Resend OTP"', () => {
    expect(createTranslate(AUTH_CATALOGUES, 'en-IN')('captcha.submit')).toBe('Get a new OTP');
    expect(createTranslate(AUTH_CATALOGUES, 'en-GB')('captcha.submit')).toBe('Get a new code');
  });
});
