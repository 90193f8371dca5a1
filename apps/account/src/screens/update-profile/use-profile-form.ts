import { useRef, useState, type FormEvent } from 'react';
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
import type { SubmitState } from '@nivaas/ui';
import { useProfileApi, type MemberProfile } from '../../features/profile';
import { changedParts, formValuesOf, saveProfile, type ProfileFormValues, type SaveOutcome } from './save-profile';
import { useUpdateProfileT } from './update-profile-messages';

export type FormProblem = ProfileProblem;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

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
  const [values, setValues] = useState(() => formValuesOf(member));
  const [saved, setSaved] = useState(() => formValuesOf(member));
  const [problems, setProblems] = useState<Partial<Record<ProfileField, FormProblem>>>({});
  const [state, setState] = useState<SubmitState>('idle');
  const [failure, setFailure] = useState('');
  const fields = useRef<Partial<Record<ProfileField, FieldElement | null>>>({});

  const change = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((now) => ({ ...now, [key]: value }));
    if (key in problems)
      setProblems((now) => {
        const next = { ...now };
        delete next[key as ProfileField];
        return next;
      });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state === 'submitting') return;
    // All three GST fields empty is no GST: saved details are removed (saveProfile), as the section's hint says.
    const found: Partial<Record<ProfileField, FormProblem>> = validateProfile(values);
    setProblems(found);
    const first = PROFILE_FIELDS.find((field) => found[field]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
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

  const register = (field: ProfileField) => (element: FieldElement | null) => {
    fields.current[field] = element;
  };

  return { values, problems, state, failure, change, submit, register };
}
