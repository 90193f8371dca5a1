import { useEffect, useRef, useState } from 'react';
import { tooManyRequestsText } from '@nivaas/domain/booking';
import { isValidEmail } from '@nivaas/domain/validation';
import {
  Button,
  inputProps,
  SubmitStatus,
  TextField,
  useForm,
  type SubmitState,
  Stack,
  Text,
  Heading,
} from '@nivaas/ui';
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
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  const send = async ({ email }: { email: string }) => {
    if (state === 'submitting') return;
    setState('submitting');
    try {
      await (await auth.api()).requestPasswordReset({ body: { email: email.trim() } });
      setState('succeeded');
    } catch (error) {
      // A limit says which and until when (the API's sentence); our own words when it gave none.
      setFailure(isTooMany(error) ? (tooManyRequestsText(error) ?? t('forgot.tooMany')) : t('forgot.failed'));
      setState('failed');
    }
  };

  const form = useForm<{ email: string }, 'email'>({
    initial: { email: '' },
    fields: ['email'],
    validate: ({ email }) => (isValidEmail(email.trim()) ? {} : { email: t('forgot.invalid') }),
    onSubmit: send,
    idPrefix: 'forgot-password',
  });
  const emailField = inputProps(form, 'email');

  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void form.submit(event)}>
      <Heading level={2} ref={heading} tabIndex={-1}>
        {t('forgot.title')}
      </Heading>
      <Text muted size="sm">
        {t('forgot.intro')}
      </Text>
      <TextField
        {...emailField}
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        onChange={(event) => {
          emailField.onChange(event);
          if (state !== 'submitting') setState('idle');
        }}
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
