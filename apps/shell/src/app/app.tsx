import { BrowserRouter } from 'react-router-dom';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { TranslateProvider } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { Layout } from './layout';
import { RouteOutlet } from './route-outlet';

export interface AppProps {
  readonly loader: RemoteLoader;
  readonly translate: Translate;
  readonly customerCarePhone: string;
}

export function App({ loader, translate, customerCarePhone }: AppProps) {
  return (
    <BrowserRouter>
      <TranslateProvider translate={translate}>
        <RemoteLoaderProvider loader={loader}>
          <Layout customerCarePhone={customerCarePhone}>
            <RouteOutlet />
          </Layout>
        </RemoteLoaderProvider>
      </TranslateProvider>
    </BrowserRouter>
  );
}
