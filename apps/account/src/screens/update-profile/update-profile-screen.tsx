import { StateView } from '@nivaas/ui';
import { SignedOutPrompt, useMemberProfile } from '../../features/profile';
import { ProfileForm } from './profile-form';
import { useUpdateProfileT } from './update-profile-messages';
import styles from './update-profile.module.css';

/**
 * /update-profile/: first and last name, email, the mobile shown read-only (it is the sign-in identity: customer
 * care changes it), GST details, the WhatsApp choice and the channel for booking messages, validated by SPEC.md 5.
 */
export default function UpdateProfileScreen() {
  const t = useUpdateProfileT();
  const { signedIn, resource } = useMemberProfile();
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{t('title')}</h1>
      {signedIn ? (
        <StateView
          status={resource.status}
          loadingLabel={t('loading')}
          error={{
            title: t('error.title'),
            description: t('error.text'),
            retryLabel: t('error.retry'),
            onRetry: resource.reload,
          }}
        >
          {() => resource.data && <ProfileForm member={resource.data} />}
        </StateView>
      ) : (
        <SignedOutPrompt />
      )}
    </div>
  );
}
