import { Link } from 'react-router-dom';
import { DEFAULT_PHONE_PREFIX } from '@nivaas/domain';
import { normalizeGstin, PROFILE_LIMITS, type ProfileField } from '@nivaas/domain/validation';
import { myProfilePath } from '@nivaas/routes';
import { Button, RadioGroup, SubmitStatus, Switch, TextArea, TextField, Card, Inline, Stack, Text } from '@nivaas/ui';
import { useCustomerCare, type MemberProfile } from '../../features/profile';
import { COMMUNICATION_TYPES, type CommunicationType } from './save-profile';
import { useUpdateProfileT } from './update-profile-messages';
import { useProfileForm, type FormProblem } from './use-profile-form';
import styles from './update-profile.module.css';

/** The form of /update-profile/ for a loaded member. */
export function ProfileForm({ member }: { readonly member: MemberProfile }) {
  const t = useUpdateProfileT();
  const care = useCustomerCare();
  const form = useProfileForm(member);
  const { values, problems, change, idOf } = form;

  const problemText = (field: ProfileField, problem: FormProblem | undefined): string | undefined => {
    switch (problem) {
      case undefined:
        return undefined;
      case 'too-long':
        return t('problem.too-long', { max: PROFILE_LIMITS[field] });
      case 'email':
        return t('problem.email');
      case 'gstin':
        return t('problem.gstin');
      case 'gstin-check':
        return t('problem.gstin-check');
      case 'required':
        return t('problem.firstName.required');
      case 'required-with-gstin':
        return field === 'gstin'
          ? t('problem.gstin.required-with-gstin')
          : field === 'companyName'
            ? t('problem.companyName.required-with-gstin')
            : t('problem.companyAddress.required-with-gstin');
    }
  };
  const text = (field: 'firstName' | 'lastName' | 'email' | 'gstin' | 'companyName') => ({
    id: idOf(field),
    value: values[field],
    error: problemText(field, problems[field]),
  });

  return (
    <Stack as="form" gap={4} onSubmit={(event) => void form.submit(event)} noValidate>
      <Card as="fieldset" outlined gap="md" className={styles['fieldset']}>
        <legend className={styles['legend']}>{t('section.personal')}</legend>
        <TextField
          {...text('firstName')}
          label={t('firstName')}
          autoComplete="given-name"
          onChange={(e) => change('firstName', e.target.value)}
        />
        <TextField
          {...text('lastName')}
          label={t('lastName')}
          labelSuffix={t('optional')}
          autoComplete="family-name"
          onChange={(e) => change('lastName', e.target.value)}
        />
        <TextField
          {...text('email')}
          label={t('email')}
          labelSuffix={t('optional')}
          type="email"
          inputMode="email"
          autoComplete="email"
          onChange={(e) => change('email', e.target.value)}
        />
        <TextField
          label={t('mobile')}
          value={member.profile.mobile ? `${DEFAULT_PHONE_PREFIX} ${member.profile.mobile}` : ''}
          readOnly
          hint={care ? t('mobile.care', { phone: care.phone }) : t('mobile.hint')}
        />
        {care && (
          <a className={styles['care']} href={`tel:${care.dial}`}>
            {t('mobile.call', { phone: care.phone })}
          </a>
        )}
      </Card>
      <Card as="fieldset" outlined gap="md" className={styles['fieldset']}>
        <legend className={styles['legend']}>{t('section.gst')}</legend>
        <Text muted size="sm">
          {t('gst.hint')}
        </Text>
        <TextField
          {...text('gstin')}
          label={t('gstin')}
          hint={t('gstin.hint')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => change('gstin', normalizeGstin(e.target.value))}
        />
        <TextField
          {...text('companyName')}
          label={t('companyName')}
          autoComplete="organization"
          onChange={(e) => change('companyName', e.target.value)}
        />
        <TextArea
          id={idOf('companyAddress')}
          label={t('companyAddress')}
          value={values.companyAddress}
          rows={3}
          maxLength={PROFILE_LIMITS.companyAddress}
          error={problemText('companyAddress', problems.companyAddress)}
          onChange={(value) => change('companyAddress', value)}
        />
      </Card>
      <Card as="fieldset" outlined gap="md" className={styles['fieldset']}>
        <legend className={styles['legend']}>{t('section.messages')}</legend>
        <Switch
          label={t('whatsapp')}
          description={t('whatsapp.description')}
          checked={values.whatsapp}
          onChange={(checked) => change('whatsapp', checked)}
        />
        <RadioGroup
          legend={t('channel')}
          name="communication-type"
          value={values.communicationType}
          options={COMMUNICATION_TYPES.map((type) => ({ value: type, label: t(`channel.${type}`) }))}
          onChange={(value) => change('communicationType', value as CommunicationType)}
        />
      </Card>
      <SubmitStatus state={form.state} successMessage={t('saved')} failureMessage={form.failure} />
      <Inline gap={4} tappable>
        <Button type="submit" loading={form.state === 'submitting'} loadingLabel={t('saving')}>
          {t('save')}
        </Button>
        <Link to={myProfilePath()}>{t('cancel')}</Link>
      </Inline>
    </Stack>
  );
}
