import { createContext, useContext, type ReactNode } from 'react';
import { getBrowserApiClient, type ApiClient } from '@nivaas/api-client';

/** The calls of the three feedback screens. */
export type FeedbackApi = Pick<ApiClient, 'getFeedback' | 'submitFeedbackV2' | 'updateFeedback'>;

/**
 * The browser's client, reached only when a call is made (in an effect or a handler), so a server render
 * never creates the browser's platform.
 */
const BROWSER_API: FeedbackApi = {
  getFeedback: (input, options) => getBrowserApiClient().getFeedback(input, options),
  submitFeedbackV2: (input, options) => getBrowserApiClient().submitFeedbackV2(input, options),
  updateFeedback: (input, options) => getBrowserApiClient().updateFeedback(input, options),
};

const FeedbackApiContext = createContext<FeedbackApi | null>(null);

/** Specs hand the screens a fake client; without a provider they use the browser's. */
export function FeedbackApiProvider({ api, children }: { readonly api: FeedbackApi; readonly children: ReactNode }) {
  return <FeedbackApiContext.Provider value={api}>{children}</FeedbackApiContext.Provider>;
}

export function useFeedbackApi(): FeedbackApi {
  return useContext(FeedbackApiContext) ?? BROWSER_API;
}
