import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createStore } from './create-store';
import { useStore } from './use-store';

interface Session {
  readonly name: string | null;
}
const selectName = (state: Session) => state.name;

function Header({ store }: { store: ReturnType<typeof createStore<Session>> }) {
  const name = useStore(store, selectName);
  return <p>{name ? `Hi ${name}` : 'Sign in'}</p>;
}

describe('useStore and server rendering', () => {
  it('given a store the visitor changed before the page hydrates, then hydration draws the initial state first, without mismatch, then the visitor state', async () => {
    const serverStore = createStore<Session>({ name: null });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Header store={serverStore} />);
    expect(container.textContent).toBe('Sign in');
    document.body.append(container);

    // The browser's store read the saved session before React started.
    const browserStore = createStore<Session>({ name: null });
    browserStore.update((draft) => {
      draft.name = 'Asha';
    });
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Header store={browserStore} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hi Asha');
    container.remove();
  });

  it('given a server render, then it shows the initial state even if the store was changed (nothing personal in HTML)', () => {
    const store = createStore<Session>({ name: null });
    store.update((draft) => {
      draft.name = 'Asha';
    });
    expect(renderToString(<Header store={store} />)).toContain('Sign in');
  });
});
