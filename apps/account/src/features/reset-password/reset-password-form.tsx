import { useRef, useState, type FormEvent } from 'react';
import { isApiError } from '@nivaas/api-client';
import { usePlatform } from '@nivaas/state';
import { Button, SubmitStatus, TextField, type SubmitState, Stack } from '@nivaas/ui';
import { PasswordField } from './password-field';
import {
  checkResetDraft,
  isResetDraftValid,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  refusedField,
  type ResetDraft,
  type ResetProblems,
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

/** A refusal the API said about one field, in its words ("Wrong verification code"). */
type Refusal = { readonly field: 'code' | 'confirm' | 'password'; readonly message: string } | null;

/**
 * New password twice (the rule shown before typing, Show toggles), and the 6-digit code (one-time-code
 * autocomplete). Checked here first; the API's refusals are shown at their field; success signs the visitor in
 * as the shell does after an OTP (session.login with the LoginResponse).
 */
export function ResetPasswordForm({ token, codeSentTo, onExpired, onDone }: ResetPasswordFormProps) {
  const t = useResetPasswordT();
  const api = useResetPasswordApi();
  const platform = usePlatform();
  const [draft, setDraft] = useState<ResetDraft>({ password: '', confirm: '', code: '' });
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const problems: ResetProblems = checked ? checkResetDraft(draft) : {};

  const change = (next: Partial<ResetDraft>) => {
    setDraft((now) => ({ ...now, ...next }));
    const field = Object.keys(next)[0];
    if (refusal && refusal.field === field) setRefusal(null);
    if (state === 'failed') setState('idle');
  };

  const errorOf = (field: 'password' | 'confirm' | 'code'): string | undefined => {
    if (refusal?.field === field) return refusal.message;
    if (field === 'password' && problems.password === 'short') return t('password.short', { min: PASSWORD_MIN_LENGTH });
    if (field === 'password' && problems.password === 'long') return t('password.long', { max: PASSWORD_MAX_LENGTH });
    if (field === 'confirm' && problems.confirm) return t(`confirm.${problems.confirm}`);
    if (field === 'code' && problems.code) return t('code.format');
    return undefined;
  };

  const focus = (field: 'password' | 'confirm' | 'code') =>
    ({ password: passwordRef, confirm: confirmRef, code: codeRef })[field].current?.focus();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'submitting') return;
    const found = checkResetDraft(draft);
    setChecked(true);
    setRefusal(null);
    if (!isResetDraftValid(found)) {
      focus(found.password ? 'password' : found.confirm ? 'confirm' : 'code');
      return;
    }
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
        setRefusal({
          field,
          message: field === 'code' ? t('code.wrong') : error instanceof Error ? error.message : '',
        });
        setState('idle');
        focus(field);
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

  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void onSubmit(event)}>
      <PasswordField
        ref={passwordRef}
        label={t('password.label')}
        value={draft.password}
        onChange={(password) => change({ password })}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
        error={errorOf('password')}
        toggleLabel={t('show.password')}
        showText={t('show')}
      />
      <PasswordField
        ref={confirmRef}
        label={t('confirm.label')}
        value={draft.confirm}
        onChange={(confirm) => change({ confirm })}
        error={errorOf('confirm')}
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
        error={errorOf('code')}
      />
      <Button type="submit" fullWidth loading={state === 'submitting'} loadingLabel={t('submitting')}>
        {t('submit')}
      </Button>
      <SubmitStatus state={state === 'succeeded' ? 'idle' : state} failureMessage={failure} />
    </Stack>
  );
}
