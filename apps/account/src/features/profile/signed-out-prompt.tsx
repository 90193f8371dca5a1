import { usePlatform } from '@nivaas/state';
import { Button, EmptyState } from '@nivaas/ui';
import { useProfileT } from './profile-messages';

/**
 * What a member's page shows to a visitor who is not signed in (the shell sends most to /login/ first; the
 * PhonePe app's visitors stay): a prompt that opens the shell's login modal. The page loads once they sign in.
 */
export function SignedOutPrompt({ headingLevel = 2 }: { readonly headingLevel?: 1 | 2 }) {
  const t = useProfileT();
  const { bus } = usePlatform();
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t('signed-out.title')}
      description={t('signed-out.text')}
      action={
        <Button onClick={() => bus.emit({ type: 'modal/open', modal: 'login' })}>{t('signed-out.action')}</Button>
      }
    />
  );
}
