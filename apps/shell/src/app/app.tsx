import { BrowserRouter } from 'react-router-dom';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { TranslateProvider } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { AnalyticsHost } from '../features/analytics/analytics-host';
import { AuthHost } from '../features/auth/auth-host';
import { ChromeHost } from '../features/chrome/chrome-host';
import { LoginInterruptHost } from '../features/login-interrupt/login-interrupt-host';
import { SeoHead } from '../features/seo/seo-head';
import { Layout } from './layout';
import { RouteOutlet } from './route-outlet';

export interface AppProps {
  readonly loader: RemoteLoader;
  readonly translate: Translate;
  readonly customerCarePhone: string;
}

/**
 * The shell: the page chrome and the current route's screen, with the hosts that every route
 * shares (progress bar, toasts, loader, sign-in, the login-interrupt prompt, analytics, SEO head).
 */
export function App({ loader, translate, customerCarePhone }: AppProps) {
  return (
    <BrowserRouter>
      <TranslateProvider translate={translate}>
        <RemoteLoaderProvider loader={loader}>
          <Layout customerCarePhone={customerCarePhone}>
            <RouteOutlet />
          </Layout>
          <ChromeHost />
          <AuthHost />
          <LoginInterruptHost />
          <AnalyticsHost />
          <SeoHead />
        </RemoteLoaderProvider>
      </TranslateProvider>
    </BrowserRouter>
  );
}
