import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/app';
import { listenForIntent } from './federation/intent-preload';
import { createRemoteLoader } from './federation/remote-loader';
import { readRemoteManifest } from './federation/remote-manifest';
import { createTranslate, pickLocale } from './i18n/translate';
import './styles.css';

/** SPEC.md section 9: the customer care number; the content service may replace it. */
const CUSTOMER_CARE_PHONE = '+91 1800 102 4455';

async function start() {
  const manifest = await readRemoteManifest(document);
  const loader = createRemoteLoader(manifest, { loadRemote, registerRemotes });
  listenForIntent(document, loader.preload);
  // Written to <html lang> so every remote's texts follow the same locale (@nivaas/i18n currentLocale).
  const locale = pickLocale(navigator.languages ?? [navigator.language]);
  document.documentElement.lang = locale;
  const translate = createTranslate(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <App loader={loader} translate={translate} customerCarePhone={CUSTOMER_CARE_PHONE} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('The shell could not start', error);
  const fallback = document.getElementById('boot-error');
  if (fallback) fallback.hidden = false;
});
