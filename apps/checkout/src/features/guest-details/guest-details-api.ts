import type { ApiClient } from '@nivaas/api-client';

/** The profile calls the guest form makes for a signed-in guest (GSTIN saved or removed, WhatsApp opt-in). */
export type GuestDetailsApi = Pick<
  ApiClient,
  'getCompanyProfile' | 'updateGstin' | 'removeGstin' | 'getWhatsappOptIn' | 'setWhatsappOptIn'
>;
