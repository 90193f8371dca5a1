import { act, render, renderHook, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createResourceSeeds, ResourceSeedsProvider, type ResourceSeeds } from './resource-seeds';
import { useResource } from './use-resource';

const withSeeds = (seeds: ResourceSeeds) =>
  function Wrapper({ children }: { children?: ReactNode }) {
    return <ResourceSeedsProvider seeds={seeds}>{children}</ResourceSeedsProvider>;
  };

function Listing({ id, load }: { id: string; load: (signal: AbortSignal) => Promise<string> }) {
  const resource = useResource(`listing:${id}`, load);
  return <p>{resource.status === 'success' ? `Hotels: ${resource.data}` : 'Loading'}</p>;
}

describe('resource seeds (data the server rendered with)', () => {
  it('given a seeded key, then the first render is already a success and nothing is loaded', () => {
    const load = jest.fn(() => Promise.resolve('fresh'));
    const seeds = createResourceSeeds([['listing:1', 'from the server']]);
    const { result } = renderHook(() => useResource('listing:1', load), { wrapper: withSeeds(seeds) });
    expect(result.current).toMatchObject({ status: 'success', data: 'from the server' });
    expect(load).not.toHaveBeenCalled();
  });

  it('given server HTML rendered with seeds, when hydrated with the same seeds, then no mismatch and no fetch', async () => {
    const load = jest.fn(() => Promise.resolve('fresh'));
    const html = renderToString(
      <ResourceSeedsProvider seeds={createResourceSeeds([['listing:1', 'Nivaas Suites']])}>
        <Listing id="1" load={load} />
      </ResourceSeedsProvider>,
    );
    expect(html).toContain('Hotels: Nivaas Suites');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <ResourceSeedsProvider seeds={createResourceSeeds([['listing:1', 'Nivaas Suites']])}>
            <Listing id="1" load={load} />
          </ResourceSeedsProvider>
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hotels: Nivaas Suites');
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('given a seed used once, when the same key mounts again later, then it loads fresh data', async () => {
    const seeds = createResourceSeeds([['listing:1', 'old']]);
    const first = render(
      <ResourceSeedsProvider seeds={seeds}>
        <Listing id="1" load={() => Promise.resolve('unused')} />
      </ResourceSeedsProvider>,
    );
    first.unmount();
    const load = jest.fn(() => Promise.resolve('fresh'));
    render(
      <ResourceSeedsProvider seeds={seeds}>
        <Listing id="1" load={load} />
      </ResourceSeedsProvider>,
    );
    expect(await screen.findByText('Hotels: fresh')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given a seeded key, when the key changes and comes back, then it loads the key again (the seed is spent)', async () => {
    const load = jest.fn((signal: AbortSignal) =>
      signal.aborted ? Promise.reject(signal.reason) : Promise.resolve('fresh'),
    );
    const { result, rerender } = renderHook(({ key }) => useResource(key, load), {
      wrapper: withSeeds(createResourceSeeds([['a', 'seeded']])),
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => undefined);
    rerender({ key: 'a' });
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: 'success', data: 'fresh' });
  });

  it('given a seeded key, when reloaded (Retry), then it loads and keeps the seeded data meanwhile', async () => {
    let answer!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useResource('a', load), {
      wrapper: withSeeds(createResourceSeeds([['a', 'seeded']])),
    });
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'loading', data: 'seeded' });
    await act(async () => answer('fresh'));
    expect(result.current).toMatchObject({ status: 'success', data: 'fresh' });
  });
});
