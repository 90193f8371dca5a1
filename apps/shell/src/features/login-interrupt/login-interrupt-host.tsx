import type { BannerCache } from './banner-content';
import { LoginInterruptPrompt } from './login-interrupt-prompt';
import { useLoginInterrupt } from './use-login-interrupt';
import { loadBrowserApi } from '../../api/load-browser-api';

/** The content of login_interrupt_banner for the page's life: fetched once, on the first open. */
const pageCache: BannerCache = { value: null };

const fetchBannerFromApi = () =>
  loadBrowserApi()
    .then((api) => api.getContentsV1({ query: { key: 'login_interrupt_banner' } }))
    .then((response) => response.data);

export interface LoginInterruptHostProps {
  readonly fetchBanner?: () => Promise<unknown>;
  readonly cache?: BannerCache;
  readonly delayMs?: number;
}

/** The login-interrupt prompt of SPEC.md section 4, on every route (the rules decide where it opens). */
export function LoginInterruptHost({ fetchBanner = fetchBannerFromApi, cache = pageCache, delayMs }: LoginInterruptHostProps) {
  const { banner, dismiss, signIn } = useLoginInterrupt({ fetchBanner, cache, ...(delayMs === undefined ? {} : { delayMs }) });
  return <LoginInterruptPrompt banner={banner} onSignIn={signIn} onDismiss={dismiss} />;
}
