import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createResourceSeeds, ResourceSeedsProvider } from '@nivaas/state';
import { defineScreen, type ScreenDefinition, type ScreenProps } from './remote-contract';
import { preloadScreen, ScreenView, screenDataKey, screenDataSeed } from './screen-view';

function Listing({ data, searchParams }: ScreenProps<string[]>) {
  return (
    <section>
      <h1>{`Hotels (${searchParams.get('rooms') ?? '1'} room)`}</h1>
      <ul>
        {data.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

const listing = (loader: () => Promise<string[]>) =>
  defineScreen<string[]>({
    load: async () => ({ default: Listing }),
    loader,
    loaderQuery: ['rooms'],
  }) as unknown as ScreenDefinition<unknown>;

const PARAMS = { city: 'bengaluru' };
const SEARCH = '?rooms=1&sort=price';

/** The listing screen of /hotels-in-bengaluru/ with its data seeded (as the server and the browser both draw it). */
const seededListing = (definition: ScreenDefinition<unknown>, hotels: string[]) => (
  <ResourceSeedsProvider
    seeds={createResourceSeeds([
      [screenDataKey(definition, 'discovery:listing', '/hotels-in-bengaluru/', PARAMS, SEARCH), screenDataSeed(hotels)],
    ])}
  >
    <ScreenView
      definition={definition}
      id="discovery:listing"
      pathname="/hotels-in-bengaluru/"
      params={PARAMS}
      search={SEARCH}
      fallback={<p>Loading</p>}
    />
  </ResourceSeedsProvider>
);

/** The server's pass and the browser's, as server rendering needs them: same seeds, same screen, same HTML. */
describe('ScreenView rendered on the server, then hydrated', () => {
  it('given the screen preloaded and its data seeded, then the server HTML has the screen in one pass', async () => {
    const definition = listing(() => Promise.reject(new Error('the server does not call it here')));
    await preloadScreen(definition);
    const html = renderToString(seededListing(definition, ['Nivaas Suites', 'Nivaas Inn']));
    expect(html).toContain('Nivaas Suites');
    expect(html).not.toContain('Loading');
  });

  it('given a query key the loader does not read, then the data key is the same (the server seed still fits)', () => {
    const definition = listing(() => Promise.resolve([]));
    expect(screenDataKey(definition, 'x', '/p/', PARAMS, '?rooms=1&sort=price')).toBe(
      screenDataKey(definition, 'x', '/p/', PARAMS, '?sort=rating&rooms=1'),
    );
  });

  it('given the browser hydrates with the same seeds, then no mismatch, no loader call, no fallback', async () => {
    const serverDefinition = listing(() => Promise.resolve([]));
    await preloadScreen(serverDefinition);
    const view = (definition: ScreenDefinition<unknown>) => seededListing(definition, ['Nivaas Suites']);
    const container = document.createElement('div');
    container.innerHTML = renderToString(view(serverDefinition));
    document.body.append(container);

    const loader = jest.fn(() => Promise.resolve(['fetched again']));
    const browserDefinition = listing(loader);
    await preloadScreen(browserDefinition);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, view(browserDefinition), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
    expect(container.querySelector('li')?.textContent).toBe('Nivaas Suites');
    container.remove();
  });
});
