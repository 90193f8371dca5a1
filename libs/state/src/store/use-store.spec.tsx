import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStore } from './create-store';
import { useStore } from './use-store';

const countOf = (s: { count: number }) => s.count;

function Count({ store }: { store: ReturnType<typeof createStore<{ count: number }>> }) {
  const count = useStore(store, countOf);
  return <output>{count}</output>;
}

function Whole({ store }: { store: ReturnType<typeof createStore<{ count: number }>> }) {
  const state = useStore(store);
  return <output>{state.count}</output>;
}

describe('useStore', () => {
  it('given a store, when it changes, then the component re-renders with the selected value', () => {
    const store = createStore({ count: 1 });
    render(<Count store={store} />);
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() =>
      store.update((d) => {
        d.count = 7;
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('7');
  });

  it('given no selector, then the whole state is returned', () => {
    const store = createStore({ count: 3 });
    render(<Whole store={store} />);
    expect(screen.getByRole('status').textContent).toBe('3');
  });

  it('given a server render, then the current state is rendered (server snapshot)', () => {
    const store = createStore({ count: 42 });
    expect(renderToString(<Count store={store} />)).toContain('42');
  });
});
