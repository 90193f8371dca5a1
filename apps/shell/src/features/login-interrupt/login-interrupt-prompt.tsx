import { BottomSheet, Button, Stack, Text } from '@nivaas/ui';
import type { LoginInterruptBanner } from './banner-content';
import { useLoginInterruptT } from './login-interrupt-messages';
import styles from './login-interrupt-prompt.module.css';

export interface LoginInterruptPromptProps {
  readonly banner: LoginInterruptBanner | null;
  readonly onSignIn: () => void;
  readonly onDismiss: () => void;
}

/** The prompt itself: the content's words (the catalogue's when content has none), Sign in and Not now. */
export function LoginInterruptPrompt({ banner, onSignIn, onDismiss }: LoginInterruptPromptProps) {
  const t = useLoginInterruptT();
  return (
    <BottomSheet
      open={banner !== null}
      onClose={onDismiss}
      title={banner?.title || t('prompt.title')}
      closeLabel={t('prompt.close')}
      footer={
        // Sign in first: on a phone the two stack full width, Sign in on top (login-interrupt-prompt.module.css).
        <div className={styles['actions']}>
          <Button onClick={onSignIn}>{banner?.cta || t('prompt.signIn')}</Button>
          <Button variant="outline" onClick={onDismiss}>
            {t('prompt.notNow')}
          </Button>
        </div>
      }
    >
      <Stack gap={3}>
        {banner?.imageUrl && (
          <img className={styles['image']} src={banner.imageUrl} alt="" width={640} height={360} loading="lazy" />
        )}
        <Text muted>{banner?.subtitle || t('prompt.subtitle')}</Text>
      </Stack>
    </BottomSheet>
  );
}
