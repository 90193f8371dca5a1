import { INTL_WARM, warmIntl, type IntlWarmUpMessage } from './intl-warm-up';

/** The throwaway worker of warm-intl.ts: loads ICU's data for the page's locale, says so, and is terminated. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<IntlWarmUpMessage>) => void) | null;
  postMessage(message: string): void;
};

scope.onmessage = (event) => {
  warmIntl(typeof event.data?.locale === 'string' ? event.data.locale : '');
  scope.postMessage(INTL_WARM);
};
