import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { AnalyticsHost } from '../features/analytics';
import { AuthHost } from '../features/auth';
import { ChromeHost } from '../features/chrome';
import { LoginInterruptHost } from '../features/login-interrupt';
import { SeoHead } from '../features/seo';
import { Layout } from './layout';
import { RouteOutlet } from './route-outlet';

export interface AppProps {
  readonly loader: RemoteLoader;
  readonly customerCarePhone: string;
  /** The path the server answered 404 for, when this page is that answer (route-outlet.tsx). */
  readonly notFoundPath?: string | null;
}

/**
 * The shell: the page chrome and the current route's screen, with the hosts that every route
 * shares (progress bar, toasts, loader, sign-in, the login-interrupt prompt, analytics, SEO head).
 */
export function App({ loader, customerCarePhone, notFoundPath = null }: AppProps) {
  return (
    <BrowserRouter>
      <AppContent loader={loader} customerCarePhone={customerCarePhone} notFoundPath={notFoundPath} />
    </BrowserRouter>
  );
}

/** Everything under the router: the browser puts it in a BrowserRouter, a server render in a StaticRouter. */
export function AppContent({ loader, customerCarePhone, notFoundPath = null }: AppProps) {
  return (
    <RemoteLoaderProvider loader={loader}>
      <Layout customerCarePhone={customerCarePhone}>
        <RouteOutlet notFoundPath={notFoundPath} />
      </Layout>
      <ChromeHost />
      <AuthHost />
      <LoginInterruptHost />
      <AnalyticsHost />
      <SeoHead notFoundPath={notFoundPath} />
      <AppReadyMark />
    </RemoteLoaderProvider>
  );
}

/**
 * `<html data-app-ready>` once the app has committed in the browser (hydrated or drawn): monitoring and the e2e
 * read it, with `data-start` (bootstrap.tsx: hydrate or render), to know the page is live. Draws nothing.
 */
function AppReadyMark() {
  useEffect(() => {
    const page = (globalThis as { document?: Document }).document;
    if (page) page.documentElement.dataset['appReady'] = '';
  }, []);
  return null;
}
