import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from '@nivaas/state';
import { createTestPlatform } from '@nivaas/state/testing';
import { AuthServicesProvider } from '../auth-services';
import { NO_PHONEPE_SDK } from '../phonepe/phonepe-sdk';
import { GoogleSignIn } from './google-sign-in';
import { readGoogleClientId } from './google-client-id';
import { createGoogleIdentity, GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity } from './google-identity';
import { apiError, fakeApi, renderWithAuth } from '../testing/auth-test-harness';

/** A fake adapter: draws a plain button and lets the test hand a credential back, as Google would. */
function fakeGoogle() {
  let send: (credential: string) => void = () => undefined;
  const google: GoogleIdentity = {
    renderButton: jest.fn(async (container: HTMLElement, onCredential: (credential: string) => void) => {
      send = onCredential;
      const button = document.createElement('button');
      button.textContent = 'Sign in with Google';
      container.appendChild(button);
      return () => container.replaceChildren();
    }),
  };
  return { google, credential: (c: string) => act(async () => send(c)) };
}

afterEach(() => {
  document.documentElement.removeAttribute('data-google-client-id');
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('Google sign-in when configured', () => {
  it('given no client id, then no Google button and no script', () => {
    renderWithAuth(<GoogleSignIn onSignedIn={jest.fn()} />);
    expect(readGoogleClientId(document)).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
  });

  it('given a server render, then no Google part even with Google configured: the button comes after hydration', () => {
    const { google } = fakeGoogle();
    const html = renderToString(
      <MemoryRouter>
        <PlatformProvider platform={createTestPlatform()}>
          <AuthServicesProvider
            services={{ api: jest.fn(), google, phonepe: async () => NO_PHONEPE_SDK, assignLocation: jest.fn() }}
          >
            <GoogleSignIn onSignedIn={jest.fn()} />
          </AuthServicesProvider>
        </PlatformProvider>
      </MemoryRouter>,
    );
    expect(html).toBe('');
    expect(google.renderButton).not.toHaveBeenCalled();
  });

  it('given a Google credential, then it is posted to loginGoogle and the session signs in', async () => {
    const { google, credential } = fakeGoogle();
    const onSignedIn = jest.fn();
    const { api, platform, events } = renderWithAuth(<GoogleSignIn onSignedIn={onSignedIn} />, {
      services: { google },
    });
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    await credential('google-id-token');
    expect(api.callsOf('loginGoogle')).toContainEqual({ body: { token: 'google-id-token' } });
    expect(platform.session.store.getState().isAuthenticated).toBe(true);
    expect(events).toContainEqual({ type: 'toast/show', kind: 'success', message: 'You are signed in.' });
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('given Google sign-in fails at the API, then an error shows and the visitor stays a guest', async () => {
    const { google, credential } = fakeGoogle();
    const api = fakeApi({ loginGoogle: jest.fn().mockRejectedValue(apiError(401, 'Google sign-in failed')) });
    const { platform } = renderWithAuth(<GoogleSignIn onSignedIn={jest.fn()} />, { api, services: { google } });
    await screen.findByRole('button', { name: 'Sign in with Google' });
    await credential('bad');
    expect(screen.getByRole('alert')).toHaveTextContent('Google sign-in did not work');
    expect(platform.session.store.getState().isAuthenticated).toBe(false);
  });

  it('given a client id, then the real adapter loads Google Identity Services once, only when a button is drawn', async () => {
    document.documentElement.dataset['googleClientId'] = '1234-abc.apps.googleusercontent.com';
    const clientId = readGoogleClientId(document);
    expect(clientId).toBe('1234-abc.apps.googleusercontent.com');
    const identity = createGoogleIdentity(clientId ?? '', document);
    expect(document.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toBeNull();
    const initialize = jest.fn();
    const renderButton = jest.fn();
    (window as unknown as { google: unknown }).google = { accounts: { id: { initialize, renderButton } } };
    const options = { locale: 'en-IN', label: 'Sign in with Google', onError: jest.fn() };
    const drawn = identity.renderButton(document.createElement('div'), jest.fn(), options);
    const script = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('load'));
    await drawn;
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: '1234-abc.apps.googleusercontent.com' }),
    );
    expect(renderButton).toHaveBeenCalled();
    await identity.renderButton(document.createElement('div'), jest.fn(), options);
    expect(document.querySelectorAll(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`)).toHaveLength(1);
  });

  it('given a malformed client id, then Google is treated as not configured', () => {
    document.documentElement.dataset['googleClientId'] = '"><script>';
    expect(readGoogleClientId(document)).toBeNull();
  });
});
