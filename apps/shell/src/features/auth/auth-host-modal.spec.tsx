import { act, screen, waitFor } from '@testing-library/react';
import { loadLoginModal } from './login-modal-loader';
import { AuthHost } from './auth-host';
import { renderWithAuth } from './testing/auth-test-harness';

// The real loader, wrapped so a test can make one load fail as a dropped connection would.
jest.mock('./login-modal-loader', () => {
  const actual = jest.requireActual('./login-modal-loader');
  return { ...actual, loadLoginModal: jest.fn(actual.loadLoginModal) };
});
const loader = loadLoginModal as jest.MockedFunction<typeof loadLoginModal>;

const askToSignIn = (emit: (e: { type: 'modal/open'; modal: 'login' }) => void) =>
  act(() => emit({ type: 'modal/open', modal: 'login' }));

describe('AuthHost: the login modal loads when first asked for', () => {
  afterEach(() => loader.mockClear());

  it('given a page, then the modal code is not loaded until someone asks to sign in', async () => {
    const { platform } = renderWithAuth(<AuthHost />);
    expect(loader).not.toHaveBeenCalled();
    askToSignIn(platform.bus.emit);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('given the code cannot load, then the request closes with a notice, and the next Sign in tries again', async () => {
    loader.mockRejectedValueOnce(new Error('ChunkLoadError'));
    const { platform, events } = renderWithAuth(<AuthHost />);
    askToSignIn(platform.bus.emit);
    await waitFor(() => expect(platform.ui.store.getState().modals.login).toBe(false));
    expect(events).toContainEqual({
      type: 'toast/show',
      kind: 'error',
      message: 'Sign-in could not be loaded. Check your connection and try again.',
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    askToSignIn(platform.bus.emit);
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
