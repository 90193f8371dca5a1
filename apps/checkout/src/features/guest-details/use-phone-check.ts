import { useCallback, useState } from 'react';
import { validatePhone, type PhoneProblem } from '@nivaas/domain/sign-in';
import { quickPhoneProblem } from './guest-values';

export interface PhoneCheck {
  /** The full check's answer for this number once it came, else the quick check's. */
  readonly problemOf: (countryCode: string, mobile: string) => PhoneProblem | null;
  /** Runs the full check (libphonenumber, loaded on demand) for a number as typed; `answered` follows its answer. */
  readonly check: (countryCode: string, mobile: string, answered: () => void) => void;
}

/** The guest's phone check: the quick one at once, the full one when it has loaded and answered. */
export function usePhoneCheck(): PhoneCheck {
  // The answers by number: read by the rules whenever they run, so a late answer is never stale.
  const [answers] = useState(() => new Map<string, PhoneProblem | null>());
  const problemOf = useCallback(
    (countryCode: string, mobile: string) => {
      const key = `${countryCode} ${mobile}`;
      return answers.has(key) ? (answers.get(key) ?? null) : quickPhoneProblem(countryCode, mobile);
    },
    [answers],
  );
  const check = useCallback(
    (countryCode: string, mobile: string, answered: () => void) => {
      if (!mobile) return;
      validatePhone(countryCode, mobile).then(
        (problem) => {
          answers.set(`${countryCode} ${mobile}`, problem);
          answered();
        },
        () => undefined,
      );
    },
    [answers],
  );
  return { problemOf, check };
}
