import '@testing-library/jest-dom';
import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { defineScreen, type ScreenDefinition, type ScreenProps } from './remote-contract';
import { ScreenView } from './screen-view';
import { deferred } from '@nivaas/state/testing';

function Screen({ data, pathname }: ScreenProps<string>) {
  return <h1>{`${pathname}: ${data}`}</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

describe('ScreenView', () => {
  it('given a screen with a loader, then its chunk is requested beside the data, not after it', async () => {
    const data = deferred<string>();
    const load = jest.fn(async () => ({ default: Screen }));
    const definition = defineScreen<string>({
      load,
      loader: () => data.promise,
    }) as unknown as ScreenDefinition<unknown>;
    render(<ScreenView definition={definition} pathname="/faq/" params={{}} search="" fallback={<p>Loading</p>} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(load).toHaveBeenCalled();
    await act(async () => data.resolve('ready'));
    expect(await screen.findByRole('heading', { name: '/faq/: ready' })).toBeInTheDocument();
  });

  it('given a loader that fails, then the error reaches the boundary around the screen', async () => {
    const data = deferred<string>();
    const definition = defineScreen<string>({
      load: async () => ({ default: Screen }),
      loader: () => data.promise,
    }) as unknown as ScreenDefinition<unknown>;
    render(
      <Boundary>
        <ScreenView definition={definition} pathname="/x/" params={{}} search="" fallback={<p>Loading</p>} />
      </Boundary>,
    );
    await act(async () => data.reject(new Error('API error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('API error');
  });

  it('given a loaded screen, when it calls reload, then the loader runs again and the old data stays until the new one', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const seen: { data: string; reloading: boolean }[] = [];
    function Reloadable({ data, reload, reloading }: ScreenProps<string>) {
      seen.push({ data, reloading });
      return (
        <button type="button" onClick={reload}>
          {`${data}${reloading ? ' (reloading)' : ''}`}
        </button>
      );
    }
    const definition = defineScreen<string>({
      load: async () => ({ default: Reloadable }),
      loader: () => answers[calls++]!.promise,
    }) as unknown as ScreenDefinition<unknown>;
    render(<ScreenView definition={definition} pathname="/x/" params={{}} search="" fallback={<p>Loading</p>} />);
    await act(async () => answers[0]!.resolve('first'));
    const button = await screen.findByRole('button', { name: 'first' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'first (reloading)' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await act(async () => answers[1]!.resolve('second'));
    expect(screen.getByRole('button', { name: 'second' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('given a loader that resolves undefined, then the screen renders (no endless fallback)', async () => {
    const definition = defineScreen({
      load: async () => ({ default: () => <h1>Home</h1> }),
      loader: async () => undefined,
    }) as unknown as ScreenDefinition<unknown>;
    render(<ScreenView definition={definition} pathname="/" params={{}} search="" fallback={<p>Loading</p>} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('given a loader that reads only some query keys, when another key changes, then the screen gets it without a reload', async () => {
    let calls = 0;
    function Chooser({ data, searchParams }: ScreenProps<string>) {
      return <h1>{`${data} ${searchParams.get('roomtype') ?? '-'}`}</h1>;
    }
    const definition = defineScreen<string>({
      load: async () => ({ default: Chooser }),
      loader: async ({ searchParams }) => `${searchParams.get('checkin')}#${++calls}`,
      loaderQuery: ['checkin'],
    }) as unknown as ScreenDefinition<unknown>;
    const view = (search: string) => (
      <ScreenView definition={definition} pathname="/x/" params={{}} search={search} fallback={<p>Loading</p>} />
    );
    const { rerender } = render(view('?checkin=03-12-2026'));
    expect(await screen.findByRole('heading', { name: '03-12-2026#1 -' })).toBeInTheDocument();
    rerender(view('?checkin=03-12-2026&roomtype=oak'));
    expect(screen.getByRole('heading', { name: '03-12-2026#1 oak' })).toBeInTheDocument();
    rerender(view('?checkin=04-12-2026&roomtype=oak'));
    expect(await screen.findByRole('heading', { name: '04-12-2026#2 oak' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
