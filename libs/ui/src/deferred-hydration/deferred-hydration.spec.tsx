import { act, useEffect, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  DeferredHydration,
  HydrationDeferralProvider,
  preloadableLazy,
  type DeferredHydrationProps,
  type PreloadableLazy,
} from './deferred-hydration';

/** Counts the part's live renders: an effect runs only once the part is hydrated. */
const hydrated = jest.fn();

function Part({ onPress = () => undefined }: { readonly onPress?: () => void }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => hydrated(), []);
  return (
    <footer>
      <a href="/cities/">Cities</a>
      <button
        type="button"
        onClick={() => {
          setPressed(true);
          onPress();
        }}
      >
        {pressed ? 'Pressed' : 'Press'}
      </button>
    </footer>
  );
}

function Page(props: Omit<DeferredHydrationProps, 'children'> & { readonly onPress?: () => void }) {
  const { onPress, ...rest } = props;
  return (
    <main>
      <h1>Hotels</h1>
      <DeferredHydration {...rest}>
        <Part {...(onPress ? { onPress } : {})} />
      </DeferredHydration>
    </main>
  );
}

/** A stand-in IntersectionObserver the test drives: `enter()` says every observed element came into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed.length = 0;
  }
  enter() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let container: HTMLDivElement;
let root: Root | null = null;
const recoverable = jest.fn();

beforeEach(() => {
  hydrated.mockClear();
  recoverable.mockClear();
  FakeObserver.instances = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  Reflect.deleteProperty(window, 'IntersectionObserver');
  Reflect.deleteProperty(window, 'requestIdleCallback');
});

/** The server's HTML in the container, then hydrated as the shell's bootstrap does. */
async function hydrate(element: ReactElement) {
  container.innerHTML = renderToString(element);
  const footer = container.querySelector('footer');
  await act(async () => {
    root = hydrateRoot(container, <HydrationDeferralProvider>{element}</HydrationDeferralProvider>, {
      onRecoverableError: recoverable,
    });
  });
  return footer;
}

/** A lazy part in a page drawn in the browser (no server HTML), its code awaited before it opens. */
async function drawLazyAfresh(Lazy: PreloadableLazy<object>) {
  await act(async () => {
    root = createRoot(container);
    root.render(
      <main>
        <DeferredHydration preload={Lazy.preload}>
          <Lazy />
        </DeferredHydration>
      </main>,
    );
  });
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('DeferredHydration', () => {
  it('given a server render, when drawn, then the part is in the HTML as a whole (no client-render marker)', () => {
    const html = renderToString(<Page />);
    expect(html).toContain('<a href="/cities/">Cities</a>');
    expect(html).not.toContain('<!--$!-->');
  });

  it('given a hydrated page, when the part is out of view, then its server HTML stays and its code does not run', async () => {
    const footer = await hydrate(<Page />);
    expect(container.querySelector('footer')).toBe(footer);
    expect(hydrated).not.toHaveBeenCalled();
    expect(FakeObserver.instances[0]?.observed).toEqual([footer]);
  });

  it('given a waiting part, when it comes into view, then the same markup becomes live without a mismatch', async () => {
    const footer = await hydrate(<Page />);
    await act(async () => FakeObserver.instances[0]?.enter());
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('footer')).toBe(footer);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('given a waiting part, when the page around it draws again, then the server HTML stays until the part is needed', async () => {
    const control = { redraw: () => undefined as void };
    function Redrawing() {
      const [count, setCount] = useState(0);
      useEffect(() => {
        control.redraw = () => setCount((n) => n + 1);
      });
      return (
        <main data-count={count}>
          <DeferredHydration>
            <Part />
          </DeferredHydration>
        </main>
      );
    }
    container.innerHTML = renderToString(<Redrawing />);
    const footer = container.querySelector('footer');
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationDeferralProvider>
          <Redrawing />
        </HydrationDeferralProvider>,
      );
    });
    await act(async () => control.redraw());
    expect(container.querySelector('main')?.dataset['count']).toBe('1');
    expect(container.querySelector('footer')).toBe(footer);
    await act(async () => FakeObserver.instances[0]?.enter());
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('footer')).toBe(footer);
  });

  it('given a waiting part, when the visitor presses in it, then it becomes live and answers the next click', async () => {
    const onPress = jest.fn();
    await hydrate(<Page onPress={onPress} />);
    const button = container.querySelector('button') as HTMLButtonElement;
    await act(async () => button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
    await act(async () => button.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Pressed');
  });

  it('given idle timing, when the browser is idle, then the part becomes live without being seen', async () => {
    let idle: (() => void) | undefined;
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => {
        idle = callback;
        return 1;
      },
      cancelIdleCallback: () => undefined,
    });
    await hydrate(<Page when="idle" />);
    expect(hydrated).not.toHaveBeenCalled();
    await act(async () => idle?.());
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('given the code cannot be had, when the part comes into view, then it stays the server HTML with its links', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const footer = await hydrate(<Page preload={() => Promise.reject(new Error('offline'))} />);
    await act(async () => FakeObserver.instances[0]?.enter());
    await flush();
    expect(hydrated).not.toHaveBeenCalled();
    expect(container.querySelector('footer')).toBe(footer);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/cities/');
    expect(warn).toHaveBeenCalledWith(
      "A deferred part's code could not be fetched: it stays as it is",
      expect.any(Error),
    );
    warn.mockRestore();
  });

  it('given a page drawn in the browser, when the part comes near, then its code is fetched and it is drawn', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Part }));
    const Lazy = preloadableLazy(load);
    await drawLazyAfresh(Lazy);
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('footer')).toBeNull();
    const marker = FakeObserver.instances[0]?.observed[0];
    expect(marker?.tagName).toBe('SPAN');
    await act(async () => FakeObserver.instances[0]?.enter());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toHaveBeenCalledTimes(1);
    expect(container.querySelector('span')).toBeNull();
  });

  it('given a page drawn in the browser without IntersectionObserver, when rendered, then the part is drawn at once', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });

  it('given no IntersectionObserver, when hydrated, then the part becomes live at once', async () => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    await hydrate(<Page />);
    await flush();
    expect(hydrated).toHaveBeenCalledTimes(1);
  });
});

describe('preloadableLazy', () => {
  it('given it was preloaded, when rendered on the server, then its HTML is drawn in one pass', async () => {
    const Lazy = preloadableLazy(() => Promise.resolve({ default: Part }));
    await Lazy.preload();
    expect(renderToString(<Lazy />)).toContain('<a href="/cities/">Cities</a>');
  });

  it('given its code fails once, when the part comes near, then the marker stays and the next attempt fetches again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ default: typeof Part }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Part });
    const Lazy = preloadableLazy(load);
    await drawLazyAfresh(Lazy);
    await act(async () => FakeObserver.instances[0]?.enter());
    await flush();
    expect(container.querySelector('main')?.textContent).toBe('');
    expect(warn).toHaveBeenCalledWith(
      "A deferred part's code could not be fetched: it stays as it is",
      expect.any(Error),
    );
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
