import type { FormEvent } from 'react';
import type { OtpFailure } from '@nivaas/domain/sign-in';
import { useOtpFlowT } from './otp-flow-messages';
import { useOtpFailureText } from './otp-failure-text';

/** The props both steps of the phone + code flow take: the flow's last failure and an app's wording of it. */
export interface OtpStepProps {
  failure: OtpFailure | null;
  /** An app's own wording of a failure; the design system's otherwise. */
  failureText?: (failure: OtpFailure) => string | undefined;
}

/**
 * What both steps share: the texts, the failure in words (shown at the field), and a submit that only tells the
 * flow. The values, the checks and the failure are the flow's (libs/state useOtpFlow), not the form's.
 */
export function useOtpStep({ failure, failureText }: OtpStepProps, onSubmit: () => void) {
  const t = useOtpFlowT();
  const defaultText = useOtpFailureText();
  const error = failure ? (failureText?.(failure) ?? defaultText(failure)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return { t, error, submit };
}
