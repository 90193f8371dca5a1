import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { defineScreen, type RemoteModule, REMOTE_FAILURE_DEADLINE_MS } from '@nivaas/routes';
import type { RemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderProvider } from '../federation/remote-loader-context';
import { RemoteArea, remoteWaitMark } from './remote-area';

function Throws(): never {
  throw new Error('screen bug');
}
const ok: RemoteModule<'hotel'> = {
  remote: 'hotel',
  release: 'hotel@1',
  routes: { 'hotel-details': defineScreen({ load: async () => ({ default: () => <h1>Hotel page</h1> }) }) },
};
const throwing: RemoteModule<'hotel'> = {
  remote: 'hotel',
  release: 'hotel@1',
  routes: { 'hotel-details': defineScreen({ load: async () => ({ default: Throws }) }) },
};

function renderArea(loader: RemoteLoader) {
  return render(
    <MemoryRouter>
      <RemoteLoaderProvider loader={loader}>
        <RemoteArea
          remote="hotel"
          screen="hotel-details"
          pathname="/hotels-in-goa/sea-view-12/"
          params={{}}
          search=""
        />
      </RemoteLoaderProvider>
    </MemoryRouter>,
  );
}

const loaderOf = (load: RemoteLoader['load']): RemoteLoader => ({
  load,
  loadOnce: load,
  preload: jest.fn(),
  reset: jest.fn(),
});

describe('RemoteArea', () => {
  it('given the remote loads, then its screen renders with the release named', async () => {
    renderArea(loaderOf(jest.fn().mockResolvedValue(ok)));
    expect(await screen.findByRole('heading', { name: 'Hotel page' })).toBeInTheDocument();
    expect(document.querySelector('[data-release="hotel@1"]')).not.toBeNull();
  });

  it('given the remote fails, then Retry shows and brings it in once it is back', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(ok);
    const loader = loaderOf(load);
    renderArea(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(loader.reset).toHaveBeenCalledWith('hotel');
    expect(await screen.findByRole('heading', { name: 'Hotel page' })).toBeInTheDocument();
  });

  it('given the remote hangs, then the error shows by the deadline', async () => {
    jest.useFakeTimers();
    renderArea(loaderOf(() => new Promise(() => undefined)));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      jest.advanceTimersByTime(REMOTE_FAILURE_DEADLINE_MS);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('given the remote hangs, then performance marks say where the deadline started and where the failure showed', () => {
    jest.useFakeTimers();
    const mark = jest.fn();
    const original = performance.mark;
    Object.assign(performance, { mark });
    try {
      renderArea(loaderOf(() => new Promise(() => undefined)));
      expect(mark).toHaveBeenCalledWith(remoteWaitMark('hotel', 'start'));
      act(() => {
        jest.advanceTimersByTime(REMOTE_FAILURE_DEADLINE_MS);
      });
      expect(mark).toHaveBeenLastCalledWith(remoteWaitMark('hotel', 'failed'));
      expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();
    } finally {
      Object.assign(performance, { mark: original });
      jest.useRealTimers();
    }
  });

  it('given a screen that throws, then the error boundary shows Retry, not a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderArea(loaderOf(jest.fn().mockResolvedValue(throwing)));
    expect(await screen.findByRole('heading', { name: /something went wrong/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('given a screen the remote lacks, then Not Found shows', async () => {
    renderArea(loaderOf(jest.fn().mockResolvedValue({ ...ok, routes: {} })));
    expect(await screen.findByRole('heading', { name: /could not find/i })).toBeInTheDocument();
  });
});
