import type { ResponseOf } from '@nivaas/api-client/contract';

/** The web check-in of a booking as getWebCheckin and submitWebCheckin answer it. */
export type WebCheckin = ResponseOf<'getWebCheckin'>;
