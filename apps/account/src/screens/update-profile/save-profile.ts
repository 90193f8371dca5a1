import { gstDetailsOf, isBlank, type ProfileDraft } from '@nivaas/domain/validation';
import type { MemberProfile, ProfileApi } from '../../features/profile';

export type CommunicationType = 'sms' | 'email' | 'whatsapp';
export const COMMUNICATION_TYPES: readonly CommunicationType[] = ['sms', 'email', 'whatsapp'];

/** The whole form: the profile's texts, the WhatsApp switch and the channel for booking messages. */
export interface ProfileFormValues extends ProfileDraft {
  readonly whatsapp: boolean;
  readonly communicationType: CommunicationType;
}

export type SavePart = 'profile' | 'gst' | 'whatsapp';

export interface SaveOutcome {
  /** The parts that went through (their answers), so a retry sends only what failed. */
  readonly saved: Partial<{
    profile: Awaited<ReturnType<ProfileApi['updateProfile']>>['profile'];
    gst: Awaited<ReturnType<ProfileApi['updateGstin']>>;
    whatsapp: boolean;
  }>;
  readonly failed: readonly { readonly part: SavePart; readonly error: unknown }[];
}

const channelOf = (value: string | null | undefined): CommunicationType =>
  COMMUNICATION_TYPES.find((type) => type === value) ?? 'sms';

/** The form as the saved member fills it: the saved choices, never a pre-ticked one. */
export function formValuesOf(member: MemberProfile): ProfileFormValues {
  return {
    firstName: member.profile.firstName,
    lastName: member.profile.lastName,
    email: member.profile.email,
    gstin: member.company.gstin,
    companyName: member.company.company_name,
    companyAddress: member.company.company_address,
    whatsapp: member.whatsapp,
    communicationType: channelOf(member.profile.communication_type),
  };
}

const gstKey = (values: ProfileDraft) => JSON.stringify(gstDetailsOf(values));

/** Which parts differ from the saved values. */
export function changedParts(saved: ProfileFormValues, values: ProfileFormValues): SavePart[] {
  const parts: SavePart[] = [];
  const text = (value: string) => value.trim();
  if (
    text(saved.firstName) !== text(values.firstName) ||
    text(saved.lastName) !== text(values.lastName) ||
    text(saved.email) !== text(values.email) ||
    saved.communicationType !== values.communicationType
  )
    parts.push('profile');
  if (gstKey(saved) !== gstKey(values)) parts.push('gst');
  if (saved.whatsapp !== values.whatsapp) parts.push('whatsapp');
  return parts;
}

/**
 * Sends the changed parts side by side: updateProfile (first name, last name, email when given, the channel),
 * updateGstin (or removeGstin when all three GST fields were left empty: no GST details) and setWhatsappOptIn. Each
 * part's outcome is its own: one failing never undoes another.
 */
export async function saveProfile(api: ProfileApi, values: ProfileFormValues, parts: readonly SavePart[]) {
  const gst = gstDetailsOf(values);
  const calls: Record<SavePart, () => Promise<unknown>> = {
    profile: () =>
      api
        .updateProfile({
          body: {
            first_name: values.firstName.trim(),
            last_name: values.lastName.trim(),
            ...(isBlank(values.email) ? {} : { email: values.email.trim() }),
            communication_type: values.communicationType,
          },
        })
        .then((answer) => answer.profile),
    gst: () => (gst ? api.updateGstin({ body: gst }) : api.removeGstin()),
    whatsapp: () =>
      api
        .setWhatsappOptIn({ body: { hasOptedForWhatsapp: values.whatsapp } })
        .then((answer) => answer.hasOptedForWhatsapp),
  };
  const settled = await Promise.allSettled(parts.map((part) => calls[part]()));
  const outcome: { saved: Record<string, unknown>; failed: { part: SavePart; error: unknown }[] } = {
    saved: {},
    failed: [],
  };
  settled.forEach((result, index) => {
    const part = parts[index] as SavePart;
    if (result.status === 'fulfilled') outcome.saved[part] = result.value;
    else outcome.failed.push({ part, error: result.reason });
  });
  return outcome as SaveOutcome;
}
