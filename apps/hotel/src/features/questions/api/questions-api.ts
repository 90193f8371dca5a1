import { createApiSeam, type ApiClient } from '@nivaas/api-client';

/** The calls the questions feature makes. */
export type QuestionsApi = Pick<ApiClient, 'getHotelQuestions' | 'askHotelQuestion'>;

const seam = createApiSeam<keyof QuestionsApi>(['getHotelQuestions', 'askHotelQuestion']);

/** Specs (and a harness) hand it a fake client; without a provider the browser's client is used, when a call is made. */
export const QuestionsApiProvider = seam.Provider;
export const useQuestionsApi = seam.useApi;
