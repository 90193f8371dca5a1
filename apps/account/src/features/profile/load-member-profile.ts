import type { ProfileApi } from './profile-api';

type Answer<K extends keyof ProfileApi> = Awaited<ReturnType<ProfileApi[K]>>;

/** What the profile screens show: the profile, the company (GST) details and the WhatsApp choice. */
export interface MemberProfile {
  readonly profile: Answer<'getProfile'>;
  readonly company: Answer<'getCompanyProfile'>;
  readonly whatsapp: boolean;
}

/** The three calls side by side; any failure fails the whole (the screen offers Retry). */
export async function loadMemberProfile(api: ProfileApi, signal: AbortSignal): Promise<MemberProfile> {
  const [profile, company, whatsapp] = await Promise.all([
    api.getProfile(undefined, { signal }),
    api.getCompanyProfile(undefined, { signal }),
    api.getWhatsappOptIn(undefined, { signal }),
  ]);
  return { profile, company, whatsapp: whatsapp.hasOptedForWhatsapp };
}
