import type { ResponseOf } from '@nivaas/api-client/contract';

/** A feedback form as the API answers it (the contract's Feedback). */
export type Feedback = ResponseOf<'getFeedback'>;
