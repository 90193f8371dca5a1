import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ResourceSeedsProvider } from '@nivaas/state';
import { App, type AppProps } from '../app/app';
import type { Prepared } from './hydration';
import { SERVER_RENDER_ELEMENT_ID, type ServerRenderState } from './server-render-state';

/** Test helpers of the server-render specs. Never imported by app code. */

/** The server's page in this document: #root with its HTML, and the state block. */
export function placeServerPage(html: string, state: ServerRenderState): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SERVER_RENDER_ELEMENT_ID;
  block.textContent = JSON.stringify(state);
  document.body.append(container, block);
  return container;
}

/** Hydrates the server's page as bootstrap.tsx does; the mock React calls on a mismatch it recovered from. */
export async function hydrateApp(container: HTMLElement, prepared: Prepared, app: AppProps): Promise<jest.Mock> {
  if (!('seeds' in prepared)) throw new Error(`not hydrated: ${prepared.skip}`);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <ResourceSeedsProvider seeds={prepared.seeds}>
          <App {...app} />
        </ResourceSeedsProvider>
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return recoverable;
}
