import { useCallback, useState } from 'react';
import type { BannerCache } from './banner-content';
import type { LoginInterruptPromptProps } from './login-interrupt-prompt';
import { useLoginInterrupt } from './use-login-interrupt';
import { loadBrowserApi } from '../../api/load-browser-api';

/** The content of login_interrupt_banner for the page's life: fetched once, on the first open. */
const pageCache: BannerCache = { value: null };

const fetchBannerFromApi = () =>
  loadBrowserApi()
    .then((api) => api.getContentsV1({ query: { key: 'login_interrupt_banner' } }))
    .then((response) => response.data);

type Prompt = (props: LoginInterruptPromptProps) => React.JSX.Element;

/** The prompt's code (its bottom sheet, texts and styles) is fetched when it is about to open, not with every page. */
const loadPrompt = () => import('./login-interrupt-prompt').then((m): Prompt => m.LoginInterruptPrompt);

export interface LoginInterruptHostProps {
  readonly fetchBanner?: () => Promise<unknown>;
  readonly cache?: BannerCache;
  readonly delayMs?: number;
}

/** The login-interrupt prompt of docs/rules.md section 4, on every route (the rules decide where it opens). */
export function LoginInterruptHost({
  fetchBanner = fetchBannerFromApi,
  cache = pageCache,
  delayMs,
}: LoginInterruptHostProps) {
  const [Prompt, setPrompt] = useState<Prompt | null>(null);
  // Its code comes beside its content; if the code cannot load, the prompt (an optional nudge) stays away.
  const fetchBannerAndPrompt = useCallback(() => {
    loadPrompt().then(
      (component) => setPrompt(() => component),
      () => undefined,
    );
    return fetchBanner();
  }, [fetchBanner]);
  const { banner, dismiss, signIn } = useLoginInterrupt({
    fetchBanner: fetchBannerAndPrompt,
    cache,
    ...(delayMs === undefined ? {} : { delayMs }),
  });
  return Prompt ? <Prompt banner={banner} onSignIn={signIn} onDismiss={dismiss} /> : null;
}
