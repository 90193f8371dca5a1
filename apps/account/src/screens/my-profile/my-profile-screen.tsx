import { Link } from 'react-router-dom';
import { DEFAULT_PHONE_PREFIX } from '@nivaas/domain';
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
      <section className={styles['card']} aria-labelledby="profile-personal">
        <h2 id="profile-personal" className={styles['heading']}>
          {t('section.personal')}
        </h2>
        <dl className={styles['details']}>
          <dt>{t('name')}</dt>
          <dd>{orNot([profile.firstName, profile.lastName].filter((part) => part.trim()).join(' '))}</dd>
          <dt>{t('email')}</dt>
          <dd>{orNot(profile.email)}</dd>
          <dt>{t('mobile')}</dt>
          <dd>{profile.mobile ? `${DEFAULT_PHONE_PREFIX} ${profile.mobile}` : t('not-given')}</dd>
          <dt>{t('whatsapp')}</dt>
          <dd>{member.whatsapp ? t('whatsapp.on') : t('whatsapp.off')}</dd>
          <dt>{t('tier')}</dt>
          <dd>{orNot(tierName(profile.loyalty_tier))}</dd>
        </dl>
        <Link className={styles['edit']} to={updateProfilePath()}>
          {t('edit')}
        </Link>
      </section>
      <section className={styles['card']} aria-labelledby="profile-gst">
        <h2 id="profile-gst" className={styles['heading']}>
          {t('section.gst')}
        </h2>
        {hasGst ? (
          <dl className={styles['details']}>
            <dt>{t('gstin')}</dt>
            <dd>{company.gstin}</dd>
            <dt>{t('company.name')}</dt>
            <dd>{orNot(company.company_name)}</dd>
            <dt>{t('company.address')}</dt>
            <dd>{orNot(company.company_address)}</dd>
          </dl>
        ) : (
          <p className={styles['note']}>{t('gst.none')}</p>
        )}
      </section>
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
    <div className={styles['page']}>
      <h1 className={styles['title']}>{t('title')}</h1>
      <MemberView signedIn={signedIn} resource={resource} t={t}>
        {(member) => <ProfileDetails member={member} />}
      </MemberView>
      <nav aria-label={t('section.links')}>
        <ul className={styles['links']}>
          <li>
            <Link to={bookingHistoryPath()}>{t('bookings')}</Link>
          </li>
          <li>
            <Link to={rewardsPath()}>{t('rewards')}</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
