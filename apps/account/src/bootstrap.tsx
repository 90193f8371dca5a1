import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteHarness } from '@nivaas/routes';
import remote from './routes';

// Standalone harness for the account team; in production the shell renders ./Routes instead.
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RemoteHarness module={remote} />
    </StrictMode>,
  );
}
