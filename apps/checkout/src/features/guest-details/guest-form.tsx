import { CALLING_CODES, Checkbox, PhoneInput, TextArea, TextField, Section, Text } from '@nivaas/ui';
import { useGuestDetailsT } from './guest-details-messages';
import { guestFieldId, type GuestForm as GuestFormState } from './use-guest-form';
import styles from './guest-details.module.css';

export interface GuestFormProps {
  readonly form: GuestFormState;
}

/**
 * The guest details: name, mobile with its country code (+91 first; any country's number by its own rules),
 * optional email, the GST section behind an unticked box, and WhatsApp updates, unticked. Errors are ours,
 * shown when a field is left or on Pay, each tied to its field.
 */
export function GuestForm({ form }: GuestFormProps) {
  const t = useGuestDetailsT();
  const { values, shownErrors: errors, change, blur } = form;
  const message = (field: keyof typeof errors) => {
    const problem = errors[field];
    return problem ? t(problem, { code: values.countryCode }) : undefined;
  };
  return (
    <Section card="raised" headingId="guest-details-title" title={t('heading')}>
      <Text muted size="sm">
        {t('intro')}
      </Text>
      {form.errorCount > 0 && (
        <p className={styles['summary']} role="alert">
          {t('errors.summary', { count: form.errorCount })}
        </p>
      )}
      <form className={styles['fields']} noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          id={guestFieldId('name')}
          label={t('name')}
          name="name"
          autoComplete="name"
          value={values.name}
          maxLength={120}
          onChange={(event) => change('name', event.target.value)}
          onBlur={() => blur('name')}
          error={message('name')}
          required
        />
        <PhoneInput
          id={guestFieldId('mobile')}
          label={t('mobile')}
          hint={t('mobile.hint')}
          name="mobile"
          value={values.mobile}
          countryCode={values.countryCode}
          countryCodes={CALLING_CODES}
          countryCodeLabel={t('country-code')}
          onCountryCodeChange={(code) => change('countryCode', code)}
          maxDigits={values.countryCode === '+91' ? 10 : 15}
          onChange={(value) => change('mobile', value)}
          onBlur={() => blur('mobile')}
          error={message('mobile')}
          required
        />
        <TextField
          id={guestFieldId('email')}
          label={t('email')}
          labelSuffix={t('optional')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          maxLength={120}
          onChange={(event) => change('email', event.target.value)}
          onBlur={() => blur('email')}
          error={message('email')}
        />
        <Checkbox label={t('gst')} checked={values.hasGst} onChange={(checked) => change('hasGst', checked)} />
        {values.hasGst && (
          <fieldset className={styles['gst']}>
            <legend>{t('gst.heading')}</legend>
            <TextField
              id={guestFieldId('gstin')}
              label={t('gstin')}
              hint={t('gstin.hint')}
              name="gstin"
              autoCapitalize="characters"
              value={values.gstin}
              maxLength={15}
              onChange={(event) => change('gstin', event.target.value.toUpperCase())}
              onBlur={() => blur('gstin')}
              error={message('gstin')}
              required
            />
            <TextField
              id={guestFieldId('companyName')}
              label={t('company-name')}
              name="company_name"
              autoComplete="organization"
              value={values.companyName}
              maxLength={120}
              onChange={(event) => change('companyName', event.target.value)}
              onBlur={() => blur('companyName')}
              error={message('companyName')}
              required
            />
            <TextArea
              id={guestFieldId('companyAddress')}
              label={t('company-address')}
              name="company_address"
              value={values.companyAddress}
              maxLength={300}
              rows={3}
              onChange={(value) => change('companyAddress', value)}
              onBlur={() => blur('companyAddress')}
              error={message('companyAddress')}
              required
            />
            {form.gstSaveStatus === 'failed' && (
              <Text muted size="sm">
                {t('gst.failed')}
              </Text>
            )}
          </fieldset>
        )}
        <Checkbox
          label={t('whatsapp')}
          checked={values.whatsapp}
          disabled={form.whatsappStatus === 'saving'}
          onChange={(checked) => change('whatsapp', checked)}
        />
        <Text muted size="sm" role="status">
          {form.whatsappStatus === 'saving' ? t('whatsapp.saving') : ''}
          {form.whatsappStatus === 'failed' ? t('whatsapp.failed') : ''}
        </Text>
      </form>
    </Section>
  );
}
