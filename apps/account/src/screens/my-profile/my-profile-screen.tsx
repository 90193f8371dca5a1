import { Link } from 'react-router-dom';
import { DEFAULT_PHONE_PREFIX } from '@nivaas/domain';
import { Inline, KeyValueList, Page, Section, Text } from '@nivaas/ui';
import { bookingHistoryPath, rewardsPath, updateProfilePath } from '@nivaas/routes';
import { MemberView, useMemberProfile, type MemberProfile } from '../../features/profile';
import { useTierName } from '../../features/rewards';
import { useMyProfileT } from './my-profile-messages';
import styles from './my-profile.module.css';

function ProfileDetails({ member }: { readonly member: MemberProfile }) {
  const t = useMyProfileT();
  const tierName = useTierName();
  const { profile, company } = member;
  const orNot = (value: string) => value.trim() || t('not-given');
  const hasGst = Boolean(company.gstin.trim());
  return (
    <>
      <Section card headingId="profile-personal" title={t('section.personal')}>
        <KeyValueList
          items={[
            {
              label: t('name'),
              value: orNot([profile.firstName, profile.lastName].filter((part) => part.trim()).join(' ')),
            },
            { label: t('email'), value: orNot(profile.email) },
            {
              label: t('mobile'),
              value: profile.mobile ? `${DEFAULT_PHONE_PREFIX} ${profile.mobile}` : t('not-given'),
            },
            { label: t('whatsapp'), value: member.whatsapp ? t('whatsapp.on') : t('whatsapp.off') },
            { label: t('tier'), value: orNot(tierName(profile.loyalty_tier)) },
          ]}
        />
        <Link className={styles['edit']} to={updateProfilePath()}>
          {t('edit')}
        </Link>
      </Section>
      <Section card headingId="profile-gst" title={t('section.gst')}>
        {hasGst ? (
          <KeyValueList
            items={[
              { label: t('gstin'), value: company.gstin },
              { label: t('company.name'), value: orNot(company.company_name) },
              { label: t('company.address'), value: orNot(company.company_address) },
            ]}
          />
        ) : (
          <Text muted>{t('gst.none')}</Text>
        )}
      </Section>
    </>
  );
}

/**
 * /my-profile/: the member's name, email, mobile, WhatsApp choice, loyalty tier and GST details, with Edit profile
 * and the ways to their bookings and rewards. Signing out is the shell's (its account menu).
 */
export default function MyProfileScreen() {
  const t = useMyProfileT();
  const { signedIn, resource } = useMemberProfile();
  return (
    <Page heading={t('title')}>
      <MemberView signedIn={signedIn} resource={resource} t={t}>
        {(member) => <ProfileDetails member={member} />}
      </MemberView>
      <nav aria-label={t('section.links')}>
        <Inline as="ul" gap={3} tappable>
          <li>
            <Link to={bookingHistoryPath()}>{t('bookings')}</Link>
          </li>
          <li>
            <Link to={rewardsPath()}>{t('rewards')}</Link>
          </li>
        </Inline>
      </nav>
    </Page>
  );
}
