import { useRef, useState } from 'react';
import { isApiError } from '@nivaas/api-client';
import { usePlatform } from '@nivaas/state';
import { Button, SubmitStatus, TextField, useForm, type FormErrors, type SubmitState, Stack } from '@nivaas/ui';
import { PasswordField } from './password-field';
import {
  checkResetDraft,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  refusedField,
  type ResetDraft,
} from './reset-draft';
import { useResetPasswordT } from './reset-password-messages';
import { useResetPasswordApi } from './reset-password-services';

export interface ResetPasswordFormProps {
  readonly token: string;
  /** Where the code went, masked ("SMS to +91 ******3210"). */
  readonly codeSentTo: string;
  /** The API says the link is used up or expired (404 on submit). */
  readonly onExpired: () => void;
  /** The session now holds the new token and profile. */
  readonly onDone: () => void;
}

type ResetField = 'password' | 'confirm' | 'code';

/**
 * New password twice (the rule shown before typing, Show toggles), and the 6-digit code (one-time-code
 * autocomplete). Checked here first; the API's refusals are shown at their field; success signs the visitor in
 * as the shell does after an OTP (session.login with the LoginResponse).
 */
export function ResetPasswordForm({ token, codeSentTo, onExpired, onDone }: ResetPasswordFormProps) {
  const t = useResetPasswordT();
  const api = useResetPasswordApi();
  const platform = usePlatform();
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  /** Our checks, as the texts shown (a refusal of the API, in its words, takes the same place). */
  const validate = (d: ResetDraft): FormErrors<ResetField> => {
    const problems = checkResetDraft(d);
    return {
      ...(problems.password === 'short' ? { password: t('password.short', { min: PASSWORD_MIN_LENGTH }) } : {}),
      ...(problems.password === 'long' ? { password: t('password.long', { max: PASSWORD_MAX_LENGTH }) } : {}),
      ...(problems.confirm ? { confirm: t(`confirm.${problems.confirm}`) } : {}),
      ...(problems.code ? { code: t('code.format') } : {}),
    };
  };

  const send = async (draft: ResetDraft) => {
    if (state === 'submitting') return;
    setState('submitting');
    try {
      const user = await api.resetPassword({
        body: {
          reset_token: token,
          password: draft.password,
          confirm: draft.confirm,
          verification_code: draft.code.trim(),
        },
      });
      platform.session.login(user.token, user);
      setState('succeeded');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        onExpired();
        return;
      }
      const field = isApiError(error) && error.status === 400 ? refusedField(error.message) : null;
      if (field) {
        setState('idle');
        form.setErrors({ [field]: field === 'code' ? t('code.wrong') : error instanceof Error ? error.message : '' });
        return;
      }
      setFailure(
        isApiError(error) && error.status === 0
          ? t('offline')
          : isApiError(error) && error.tooManyRequests
            ? t('tooMany')
            : t('failed'),
      );
      setState('failed');
    }
  };

  const form = useForm<ResetDraft, ResetField>({
    initial: { password: '', confirm: '', code: '' },
    fields: ['password', 'confirm', 'code'],
    validate,
    focus: (field) => ({ password: passwordRef, confirm: confirmRef, code: codeRef })[field].current?.focus(),
    onSubmit: send,
  });
  const { values: draft, errors } = form;
  const change = (next: Partial<ResetDraft>) => {
    form.setValues((now) => ({ ...now, ...next }));
    if (state === 'failed') setState('idle');
  };

  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void form.submit(event)}>
      <PasswordField
        ref={passwordRef}
        label={t('password.label')}
        value={draft.password}
        onChange={(password) => change({ password })}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        toggleLabel={t('show.password')}
        showText={t('show')}
      />
      <PasswordField
        ref={confirmRef}
        label={t('confirm.label')}
        value={draft.confirm}
        onChange={(confirm) => change({ confirm })}
        error={errors.confirm}
        toggleLabel={t('show.confirm')}
        showText={t('show')}
      />
      <TextField
        ref={codeRef}
        label={t('code.label')}
        value={draft.code}
        onChange={(event) => change({ code: event.target.value })}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={t('code.hint', { sentTo: codeSentTo })}
        error={errors.code}
      />
      <Button type="submit" fullWidth loading={state === 'submitting'} loadingLabel={t('submitting')}>
        {t('submit')}
      </Button>
      <SubmitStatus state={state === 'succeeded' ? 'idle' : state} failureMessage={failure} />
    </Stack>
  );
}
