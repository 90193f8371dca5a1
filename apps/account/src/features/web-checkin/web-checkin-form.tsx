import { useRef } from 'react';
import { Button, Card, Heading, RadioGroup, Select, Stack, SubmitStatus, TextField, useForm } from '@nivaas/ui';
import type { WebCheckin } from './web-checkin-types';
import {
  arrivalTimes,
  checkinTimeOf,
  GUEST_NAME_MAX,
  ID_TYPES,
  isIdType,
  normalizeLast4,
  validateWebCheckin,
  webCheckinFields,
  type IdType,
  type WebCheckinField,
} from './web-checkin-rules';
import { useWebCheckinT } from './web-checkin-messages';
import styles from './web-checkin.module.css';
import { guestLinkStyles as shared } from '../guest-link';

export interface WebCheckinAnswers {
  readonly guests: { name: string }[];
  readonly expected_arrival_time: string;
  readonly id_type: IdType;
  readonly id_last4: string;
}

export interface WebCheckinFormProps {
  readonly checkin: WebCheckin;
  readonly submitting: boolean;
  /** The refusal to show (the API's own words, or our generic text); null when there is none. */
  readonly failure: string | null;
  readonly onSubmit: (answers: WebCheckinAnswers) => void;
  /** While editing a done check-in: the way back without changing anything. */
  readonly onCancelEdit?: () => void;
}

interface GuestRow {
  readonly key: number;
  readonly name: string;
}

interface WebCheckinValues {
  readonly guests: readonly GuestRow[];
  readonly idType: string | null;
  readonly last4: string;
  readonly arrival: string;
}

const draftOf = (v: WebCheckinValues) => ({ ...v, guests: v.guests.map((g) => g.name) });

/**
 * Guests' names (the lead guest first, prefilled from the booking; one field per guest up to the booking's
 * guests), the lead guest's ID type and its last 4 characters, the arrival time. Our messages on submit; the
 * first wrong field takes focus.
 */
export function WebCheckinForm({ checkin, submitting, failure, onSubmit, onCancelEdit }: WebCheckinFormProps) {
  const t = useWebCheckinT();
  const maxGuests = Math.max(1, checkin.guest_count);
  const formRef = useRef<HTMLFormElement>(null);
  const times = arrivalTimes(checkinTimeOf(checkin.opens_at), checkin.expected_arrival_time);
  const form = useForm<WebCheckinValues, WebCheckinField>({
    initial: () => ({
      guests: (checkin.guests.length ? checkin.guests.map((g) => g.name) : [checkin.guest_name])
        .slice(0, maxGuests)
        .map((name, key) => ({ key, name })),
      idType: isIdType(checkin.id_type) ? checkin.id_type : null,
      last4: normalizeLast4(checkin.id_last4 ?? ''),
      arrival: checkin.expected_arrival_time ?? '',
    }),
    fields: webCheckinFields(maxGuests),
    validate: (v) => validateWebCheckin(draftOf(v)),
    focus: (field) => {
      const selector = field.startsWith('guest-')
        ? `[data-guest="${field.slice('guest-'.length)}"]`
        : field === 'idType'
          ? 'input[name="web-checkin-id-type"]'
          : `[data-field="${field}"]`;
      formRef.current?.querySelector<HTMLElement>(selector)?.focus();
    },
    onSubmit: (v) => {
      if (!isIdType(v.idType)) return;
      onSubmit({
        guests: v.guests.map((g) => ({ name: g.name.trim() })),
        expected_arrival_time: v.arrival,
        id_type: v.idType,
        id_last4: v.last4,
      });
    },
  });
  const { values, errors, setValue, setValues } = form;
  const errorOf = (field: WebCheckinField) => {
    const key = errors[field];
    return key ? t(key as Parameters<typeof t>[0]) : undefined;
  };

  const remove = (index: number) => {
    setValues((v) => ({ ...v, guests: v.guests.filter((_, i) => i !== index) }));
    form.clearErrors();
  };

  return (
    <Card outlined>
      <Stack
        as="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => void form.submit(event)}
        gap={4}
        aria-labelledby="web-checkin-form"
      >
        <Heading level={2} id="web-checkin-form">
          {t('title')}
        </Heading>
        <p className={shared['note']}>{t('form.lead')}</p>
        <fieldset className={styles['guests']}>
          <legend className={styles['legend']}>{t('form.guests')}</legend>
          <p className={shared['note']}>{t('form.guests.hint', { count: maxGuests })}</p>
          {values.guests.map((guest, index) => (
            <div key={guest.key} className={styles['guest']}>
              <TextField
                label={index === 0 ? t('form.guest.lead') : t('form.guest.other', { number: index + 1 })}
                value={guest.name}
                data-guest={index}
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={GUEST_NAME_MAX + 20}
                onChange={(event) => {
                  const name = event.target.value;
                  setValues((v) => ({ ...v, guests: v.guests.map((g, i) => (i === index ? { ...g, name } : g)) }));
                }}
                error={errorOf(`guest-${index}`)}
                className={styles['guestField']}
              />
              {index > 0 && (
                <Button variant="ghost" onClick={() => remove(index)}>
                  {t('form.guest.remove', { number: index + 1 })}
                </Button>
              )}
            </div>
          ))}
          {values.guests.length < maxGuests && (
            <Button
              variant="outline"
              onClick={() =>
                setValues((v) => ({
                  ...v,
                  guests: [...v.guests, { key: Math.max(-1, ...v.guests.map((g) => g.key)) + 1, name: '' }],
                }))
              }
            >
              {t('form.guest.add')}
            </Button>
          )}
        </fieldset>
        <RadioGroup
          legend={t('form.idType')}
          name="web-checkin-id-type"
          options={ID_TYPES.map((type) => ({ value: type, label: t(`id.${type}`) }))}
          value={values.idType}
          onChange={(value) => setValue('idType', value)}
          error={errorOf('idType')}
        />
        <TextField
          label={t('form.last4')}
          hint={t('form.last4.hint')}
          value={values.last4}
          data-field="last4"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={4}
          onChange={(event) => setValue('last4', normalizeLast4(event.target.value))}
          error={errorOf('last4')}
        />
        <Select
          label={t('form.arrival')}
          placeholder={t('form.arrival.placeholder')}
          options={times.map((time) => ({ value: time, label: time }))}
          value={values.arrival}
          data-field="arrival"
          onChange={(value) => setValue('arrival', value)}
          error={errorOf('arrival')}
        />
        <Button type="submit" fullWidth loading={submitting} loadingLabel={t('form.submitting')}>
          {onCancelEdit ? t('form.save') : t('form.submit')}
        </Button>
        {onCancelEdit && (
          <Button variant="ghost" fullWidth onClick={onCancelEdit} disabled={submitting}>
            {t('form.cancelEdit')}
          </Button>
        )}
        <SubmitStatus state={failure !== null ? 'failed' : 'idle'} failureMessage={failure ?? undefined} />
      </Stack>
    </Card>
  );
}
