import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@nivaas/api-client';
import {
  normalizeFirstName,
  PROFILE_FIELDS,
  validateProfile,
  type ProfileField,
  type ProfileProblem,
} from '@nivaas/domain/validation';
import { useLocale } from '@nivaas/i18n';
import { myProfilePath } from '@nivaas/routes';
import { usePlatform } from '@nivaas/state';
import { useForm, type SubmitState } from '@nivaas/ui';
import { useProfileApi, type MemberProfile } from '../../features/profile';
import { changedParts, formValuesOf, saveProfile, type ProfileFormValues, type SaveOutcome } from './save-profile';
import { useUpdateProfileT } from './update-profile-messages';

export type FormProblem = ProfileProblem;

/** The part of a saved answer that the saved baseline takes, so a retry sends only what failed. */
function nextBaseline(saved: ProfileFormValues, values: ProfileFormValues, outcome: SaveOutcome): ProfileFormValues {
  const next = { ...saved };
  if (outcome.saved.profile !== undefined)
    Object.assign(next, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      communicationType: values.communicationType,
    });
  if (outcome.saved.gst !== undefined)
    Object.assign(next, {
      gstin: values.gstin,
      companyName: values.companyName,
      companyAddress: values.companyAddress,
    });
  if (outcome.saved.whatsapp !== undefined) next.whatsapp = values.whatsapp;
  return next;
}

/**
 * The update-profile form's state: values as typed (kept whatever happens), our validation with the first wrong
 * field focused, then only the changed parts saved; the session's profile is updated at once, so the header and
 * every screen show the new name, then a toast and My profile. A part that fails is named and can be sent again.
 */
export function useProfileForm(member: MemberProfile) {
  const t = useUpdateProfileT();
  const locale = useLocale();
  const api = useProfileApi();
  const { bus, session } = usePlatform();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => formValuesOf(member));
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');

  const save = async (values: ProfileFormValues) => {
    if (state === 'submitting') return;
    const parts = changedParts(saved, values);
    if (parts.length === 0) {
      navigate(myProfilePath());
      return;
    }
    setState('submitting');
    const outcome = await saveProfile(api, values, parts);
    setSaved(nextBaseline(saved, values, outcome));
    const profile = outcome.saved.profile;
    if (profile) {
      const firstName = normalizeFirstName(profile.firstName);
      session.updateProfile({
        firstName,
        lastName: profile.lastName,
        name: [firstName, profile.lastName].filter(Boolean).join(' '),
        email: profile.email,
        communication_type: profile.communication_type,
      });
    }
    if (outcome.saved.whatsapp !== undefined) session.updateProfile({ hasOptedForWhatsapp: outcome.saved.whatsapp });
    if (outcome.failed.length === 0) {
      setState('succeeded');
      bus.emit({ type: 'toast/show', kind: 'success', message: t('saved') });
      navigate(myProfilePath());
      return;
    }
    const names = outcome.failed.map(({ part }) => t(`failed.${part}`));
    const parts_ = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
    const refused = outcome.failed.find(({ error }) => isApiError(error) && error.status >= 400 && error.status < 500);
    setFailure(
      refused && isApiError(refused.error)
        ? t('failed.reason', { parts: parts_, reason: refused.error.message })
        : t('failed', { parts: parts_ }),
    );
    setState('failed');
  };

  // All three GST fields empty is no GST: saved details are removed (saveProfile), as the section's hint says.
  const form = useForm<ProfileFormValues, ProfileField>({
    initial: () => formValuesOf(member),
    fields: PROFILE_FIELDS,
    idPrefix: 'profile',
    validate: validateProfile,
    onSubmit: save,
  });

  return {
    values: form.values,
    problems: form.errors as Partial<Record<ProfileField, FormProblem>>,
    state,
    failure,
    change: form.setValue,
    submit: form.submit,
    /** A field's control id (the first wrong one takes focus). */
    idOf: (field: ProfileField) => `profile-${field}`,
  };
}
