import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls the questions feature makes. */
export type QuestionsApi = Pick<ApiClient, 'getHotelQuestions' | 'askHotelQuestion'>;

const QuestionsApiContext = createContext<QuestionsApi | null>(null);

/** Specs (and a harness) hand the feature a client; without a provider it uses the browser's. */
export function QuestionsApiProvider({ api, children }: { readonly api: QuestionsApi; readonly children: ReactNode }) {
  return <QuestionsApiContext.Provider value={api}>{children}</QuestionsApiContext.Provider>;
}

export function useQuestionsApi(): QuestionsApi {
  return useContext(QuestionsApiContext) ?? getBrowserApiClient();
}
