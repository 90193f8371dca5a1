import { useEffect, useRef, useState, type FormEvent } from 'react';
import { tooManyRequestsText } from '@nivaas/domain/booking';
import { isValidEmail } from '@nivaas/domain/validation';
import { Button, SubmitStatus, TextField, type SubmitState, Stack, Text, Heading } from '@nivaas/ui';
import { useAuthT } from '../auth-messages';
import { useAuthServices } from '../auth-services';

export interface ForgotPasswordFormProps {
  /** Back to the phone form. */
  readonly onBack: () => void;
}

const isTooMany = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { tooManyRequests?: unknown }).tooManyRequests === true || (error as { status?: unknown }).status === 429);

/**
 * "Forgot password?": an email (checked with @nivaas/domain isValidEmail) sent to requestPasswordReset. The answer
 * is the same whether or not an account has that email, so the form never tells who is a member.
 */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const t = useAuthT();
  const auth = useAuthServices();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'submitting') return;
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setState('submitting');
    try {
      await (await auth.api()).requestPasswordReset({ body: { email: trimmed } });
      setState('succeeded');
    } catch (error) {
      // A limit says which and until when (the API's sentence); our own words when it gave none.
      setFailure(isTooMany(error) ? (tooManyRequestsText(error) ?? t('forgot.tooMany')) : t('forgot.failed'));
      setState('failed');
    }
  };

  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Heading level={2} ref={heading} tabIndex={-1}>
        {t('forgot.title')}
      </Heading>
      <Text muted size="sm">
        {t('forgot.intro')}
      </Text>
      <TextField
        ref={field}
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setInvalid(false);
          if (state !== 'submitting') setState('idle');
        }}
        error={invalid ? t('forgot.invalid') : undefined}
      />
      <Button type="submit" fullWidth loading={state === 'submitting'} loadingLabel={t('forgot.sending')}>
        {t('forgot.send')}
      </Button>
      <SubmitStatus state={state} successMessage={t('forgot.sent')} failureMessage={failure} />
      <Button variant="ghost" onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </Stack>
  );
}
