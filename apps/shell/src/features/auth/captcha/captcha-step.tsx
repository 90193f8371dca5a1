import { useEffect, useRef, useState, type FormEvent } from 'react';
import { localCaptchaToken, type CaptchaChallenge } from '@nivaas/domain/sign-in';
import { browserDocument } from '@nivaas/state';
import { Button, inputProps, TextField, useForm, Stack, Text, Heading } from '@nivaas/ui';
import { useAuthT } from '../auth-messages';
import { useAuthServices } from '../auth-services';
import { renderHcaptcha } from './hcaptcha-widget';
import styles from './captcha-step.module.css';

export interface CaptchaStepProps {
  /** The last check did not pass (the API's captcha_failed): said, and a new question is asked. */
  readonly failed: boolean;
  /** A send with a token is under way. */
  readonly busy: boolean;
  /** A check's token: the flow sends a fresh code with it. */
  readonly onToken: (token: string) => void;
  /** Another problem of the last send to say (the network, the API failing). */
  readonly problem?: string;
  /** Back to the phone step with another number (the code step has its own "Change number"). */
  readonly onChangeNumber?: () => void;
}

type Loaded =
  { readonly status: 'loading' } | { readonly status: 'error' } | (CaptchaChallenge & { readonly n: number });

/**
 * The check before another code after repeated failures (docs/rules.md 4): the API's challenge, a sum to work out
 * (the local adapter) or hCaptcha's widget. A new challenge after each answer, as each is used once.
 */
export function CaptchaStep({ failed, busy, onToken, problem, onChangeNumber }: CaptchaStepProps) {
  const t = useAuthT();
  const auth = useAuthServices();
  const [challenge, setChallenge] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  // The local challenge answered last: spent, so its question is not offered again while the next one loads.
  const [spent, setSpent] = useState<string | null>(null);
  const loads = useRef(0);
  // The widget calls back long after it was drawn: the latest onToken, without drawing it again.
  const latestOnToken = useRef(onToken);
  useEffect(() => {
    latestOnToken.current = onToken;
  });
  const widget = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  // Every answer spends its challenge, right or wrong: a new one once a send is over (and on a retry).
  useEffect(() => {
    if (busy) return;
    let live = true;
    auth
      .api()
      .then((api) => api.createCaptchaChallenge())
      .then(
        (next) => live && setChallenge({ ...next, n: (loads.current += 1) }),
        () => live && setChallenge({ status: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [auth, busy, round]);

  const local = 'id' in challenge && challenge.id !== spent ? challenge : null;
  const hcaptcha = 'site_key' in challenge ? challenge : null;
  const loading = !local && !hcaptcha && !('status' in challenge && challenge.status === 'error');
  // A fresh widget for each challenge loaded (a token that did not pass is not offered again).
  useEffect(() => {
    const doc = browserDocument();
    if (!hcaptcha || !doc || !widget.current) return;
    renderHcaptcha(doc, widget.current, hcaptcha.site_key, (token) => latestOnToken.current(token)).catch(() =>
      setChallenge({ status: 'error' }),
    );
  }, [hcaptcha]);

  const form = useForm<{ answer: string }, 'answer'>({
    initial: { answer: '' },
    fields: ['answer'],
    validate: ({ answer }) => (/^\d{1,3}$/.test(answer.trim()) ? {} : { answer: t('captcha.invalid') }),
    onSubmit: ({ answer }) => {
      if (!local) return;
      setSpent(local.id);
      form.setValue('answer', '');
      onToken(localCaptchaToken(local.id, answer));
    },
    idPrefix: 'captcha',
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !local) return;
    void form.submit();
  };

  return (
    <Stack as="form" gap={4} noValidate onSubmit={onSubmit} aria-busy={busy || loading}>
      <Heading level={2} ref={heading} tabIndex={-1}>
        {t('captcha.title')}
      </Heading>
      <Text muted size="sm">
        {t('captcha.intro')}
      </Text>
      <p role="alert" className={styles['error']}>
        {'status' in challenge && challenge.status === 'error'
          ? t('captcha.unavailable')
          : failed && !busy
            ? t('captcha.failed')
            : !busy && problem
              ? problem
              : ''}
      </p>
      {loading && (
        <Text muted size="sm">
          {t('captcha.loading')}
        </Text>
      )}
      {'status' in challenge && challenge.status === 'error' && (
        <Button variant="secondary" onClick={() => setRound((n) => n + 1)}>
          {t('captcha.retry')}
        </Button>
      )}
      {local && (
        <>
          <TextField
            {...inputProps(form, 'answer')}
            label={t('captcha.question', { a: local.question.a, b: local.question.b })}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
          />
          <Button type="submit" fullWidth loading={busy} loadingLabel={t('captcha.sending')}>
            {t('captcha.submit')}
          </Button>
        </>
      )}
      {hcaptcha && <div key={hcaptcha.n} ref={widget} className={styles['widget']} />}
      {onChangeNumber && (
        <Button variant="ghost" onClick={onChangeNumber} disabled={busy}>
          {t('captcha.changeNumber')}
        </Button>
      )}
    </Stack>
  );
}
