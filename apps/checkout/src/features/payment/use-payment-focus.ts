import { useCallback, useMemo, useRef, type RefObject } from 'react';

/** The places of the payment section a message elsewhere on the page can send the guest to. */
export interface PaymentFocusTargets {
  /** The payment section (its heading first): where scrolling lands. */
  readonly sectionRef: RefObject<HTMLElement | null>;
  /** The Pay button. */
  readonly payRef: RefObject<HTMLButtonElement | null>;
  /** Around "How would you like to pay?". */
  readonly modesRef: RefObject<HTMLDivElement | null>;
  /** Around the payment methods (absent for pay at hotel). */
  readonly methodsRef: RefObject<HTMLDivElement | null>;
}

export interface PaymentFocus extends PaymentFocusTargets {
  /** Brings the payment choice into view and puts the focus on Pay. */
  readonly focusPay: () => void;
  /** Brings the choice into view and focuses the method chosen (or the mode, for pay at hotel) to pick another. */
  readonly focusOtherWay: () => void;
}

/** The chosen option of a radio group, else its first enabled one (what the keyboard would land on). */
const radioIn = (group: HTMLElement | null | undefined) =>
  group?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
  group?.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)') ??
  null;

/**
 * Focus moves for "Try again" and "Choose another way to pay": the payment section is far below the
 * message, so its top (its heading) is scrolled to first (its Pay bar is sticky at the bottom of the section, so
 * Pay is then in view too) and the focus is moved without a second jump.
 */
export function usePaymentFocus(): PaymentFocus {
  const sectionRef = useRef<HTMLElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const modesRef = useRef<HTMLDivElement>(null);
  const methodsRef = useRef<HTMLDivElement>(null);
  const reveal = useCallback(() => sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }), []);
  const focusPay = useCallback(() => {
    reveal();
    payRef.current?.focus({ preventScroll: true });
  }, [reveal]);
  const focusOtherWay = useCallback(() => {
    reveal();
    (radioIn(methodsRef.current) ?? radioIn(modesRef.current))?.focus({ preventScroll: true });
  }, [reveal]);
  return useMemo(
    () => ({ sectionRef, payRef, modesRef, methodsRef, focusPay, focusOtherWay }),
    [focusPay, focusOtherWay],
  );
}
