import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls of the three feedback screens. */
export type FeedbackApi = Pick<ApiClient, 'getFeedback' | 'submitFeedbackV2' | 'updateFeedback'>;

const seam = createApiSeam<keyof FeedbackApi>(['getFeedback', 'submitFeedbackV2', 'updateFeedback']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const FeedbackApiProvider = seam.Provider;
export const useFeedbackApi = seam.useApi;
