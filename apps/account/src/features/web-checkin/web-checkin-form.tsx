import { useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroup, Select, SubmitStatus, TextField, Card, Stack, Heading } from '@nivaas/ui';
import type { WebCheckin } from './web-checkin-types';
import {
  arrivalTimes,
  checkinTimeOf,
  GUEST_NAME_MAX,
  ID_TYPES,
  isIdType,
  normalizeLast4,
  validateWebCheckin,
  type IdType,
  type WebCheckinProblem,
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

/**
 * Guests' names (the lead guest first, prefilled from the booking; one field per guest up to the booking's
 * guests), the lead guest's ID type and its last 4 characters, the arrival time. Our messages on submit; the
 * first wrong field takes focus.
 */
export function WebCheckinForm({ checkin, submitting, failure, onSubmit, onCancelEdit }: WebCheckinFormProps) {
  const t = useWebCheckinT();
  const maxGuests = Math.max(1, checkin.guest_count);
  const [guests, setGuests] = useState<GuestRow[]>(() =>
    (checkin.guests.length ? checkin.guests.map((g) => g.name) : [checkin.guest_name])
      .slice(0, maxGuests)
      .map((name, key) => ({ key, name })),
  );
  const [idType, setIdType] = useState<string | null>(isIdType(checkin.id_type) ? checkin.id_type : null);
  const [last4, setLast4] = useState(normalizeLast4(checkin.id_last4 ?? ''));
  const [arrival, setArrival] = useState(checkin.expected_arrival_time ?? '');
  const [problems, setProblems] = useState<WebCheckinProblem[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const times = arrivalTimes(checkinTimeOf(checkin.opens_at), checkin.expected_arrival_time);

  const problemOf = (field: WebCheckinProblem['field'], index?: number) =>
    problems.find((p) => p.field === field && (index === undefined || ('index' in p && p.index === index)));
  const guestError = (index: number) => {
    const problem = problemOf('guest', index);
    return problem ? t(problem.kind === 'blank' ? 'form.guest.blank' : 'form.guest.tooLong') : undefined;
  };
  const clear = (field: WebCheckinProblem['field'], index?: number) =>
    setProblems((current) =>
      current.filter((p) => !(p.field === field && (index === undefined || ('index' in p && p.index === index)))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWebCheckin({ guests: guests.map((g) => g.name), idType, last4, arrival });
    setProblems(found);
    const first = found[0];
    if (first) {
      const selector =
        first.field === 'guest'
          ? `[data-guest="${first.index}"]`
          : first.field === 'idType'
            ? 'input[name="web-checkin-id-type"]'
            : `[data-field="${first.field}"]`;
      formRef.current?.querySelector<HTMLElement>(selector)?.focus();
      return;
    }
    if (!isIdType(idType)) return;
    onSubmit({
      guests: guests.map((g) => ({ name: g.name.trim() })),
      expected_arrival_time: arrival,
      id_type: idType,
      id_last4: last4,
    });
  };

  const remove = (index: number) => {
    setGuests((current) => current.filter((_, i) => i !== index));
    setProblems([]);
  };

  return (
    <Card outlined>
      <Stack as="form" ref={formRef} noValidate onSubmit={submit} gap={4} aria-labelledby="web-checkin-form">
        <Heading level={2} id="web-checkin-form">
          {t('title')}
        </Heading>
        <p className={shared['note']}>{t('form.lead')}</p>
        <fieldset className={styles['guests']}>
          <legend className={styles['legend']}>{t('form.guests')}</legend>
          <p className={shared['note']}>{t('form.guests.hint', { count: maxGuests })}</p>
          {guests.map((guest, index) => (
            <div key={guest.key} className={styles['guest']}>
              <TextField
                label={index === 0 ? t('form.guest.lead') : t('form.guest.other', { number: index + 1 })}
                value={guest.name}
                data-guest={index}
                autoComplete={index === 0 ? 'name' : 'off'}
                maxLength={GUEST_NAME_MAX + 20}
                onChange={(event) => {
                  const name = event.target.value;
                  setGuests((current) => current.map((g, i) => (i === index ? { ...g, name } : g)));
                  clear('guest', index);
                }}
                error={guestError(index)}
                className={styles['guestField']}
              />
              {index > 0 && (
                <Button variant="ghost" onClick={() => remove(index)}>
                  {t('form.guest.remove', { number: index + 1 })}
                </Button>
              )}
            </div>
          ))}
          {guests.length < maxGuests && (
            <Button
              variant="outline"
              onClick={() =>
                setGuests((current) => [...current, { key: Math.max(-1, ...current.map((g) => g.key)) + 1, name: '' }])
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
          value={idType}
          onChange={(value) => {
            setIdType(value);
            clear('idType');
          }}
          error={problemOf('idType') ? t('form.idType.missing') : undefined}
        />
        <TextField
          label={t('form.last4')}
          hint={t('form.last4.hint')}
          value={last4}
          data-field="last4"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={4}
          onChange={(event) => {
            setLast4(normalizeLast4(event.target.value));
            clear('last4');
          }}
          error={problemOf('last4') ? t('form.last4.format') : undefined}
        />
        <Select
          label={t('form.arrival')}
          placeholder={t('form.arrival.placeholder')}
          options={times.map((time) => ({ value: time, label: time }))}
          value={arrival}
          data-field="arrival"
          onChange={(value) => {
            setArrival(value);
            clear('arrival');
          }}
          error={problemOf('arrival') ? t('form.arrival.missing') : undefined}
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
