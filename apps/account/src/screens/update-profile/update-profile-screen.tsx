import { MemberView, useMemberProfile } from '../../features/profile';
import { ProfileForm } from './profile-form';
import { useUpdateProfileT } from './update-profile-messages';
import { Page } from '@nivaas/ui';

/**
 * /update-profile/: first and last name, email, the mobile shown read-only (it is the sign-in identity: customer
 * care changes it), GST details, the WhatsApp choice and the channel for booking messages, validated by docs/rules.md 5.
 */
export default function UpdateProfileScreen() {
  const t = useUpdateProfileT();
  const { signedIn, resource } = useMemberProfile();
  return (
    <Page heading={t('title')}>
      <MemberView signedIn={signedIn} resource={resource} t={t}>
        {(member) => <ProfileForm member={member} />}
      </MemberView>
    </Page>
  );
}
