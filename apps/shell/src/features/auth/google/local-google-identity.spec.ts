import { createLocalGoogleIdentity, GOOGLE_CREDENTIAL_MESSAGE } from './local-google-identity';

/**
 * The local adapter (SIGN_IN_SIMULATORS=on) gives the callback Google Identity Services gives: a tap opens the
 * identity page in a popup, and only that popup, from that origin, can hand a credential over.
 */
function setup(popupBlocked = false) {
  let onMessage: ((event: Partial<MessageEvent>) => void) | null = null;
  const popup = { closed: false } as unknown as Window;
  const win = {
    location: { href: 'http://localhost:4200/login/' },
    open: jest.fn(() => (popupBlocked ? null : popup)),
    addEventListener: jest.fn((type: string, listener: (event: Partial<MessageEvent>) => void) => {
      if (type === 'message') onMessage = listener;
    }),
    removeEventListener: jest.fn((type: string) => {
      if (type === 'message') onMessage = null;
    }),
  } as unknown as Window;
  const identity = createLocalGoogleIdentity('nivaas-web', '/api/dev/google/', win);
  const container = document.createElement('div');
  const onCredential = jest.fn();
  const onError = jest.fn();
  const draw = () =>
    identity.renderButton(container, onCredential, { locale: 'fr-FR', label: 'Se connecter avec Google', onError });
  const message = (event: Partial<MessageEvent>) => onMessage?.(event);
  return { win, popup, container, onCredential, onError, draw, message };
}

const credential = { type: GOOGLE_CREDENTIAL_MESSAGE, credential: 'header.payload.signature' };

describe('the local Google adapter', () => {
  it('given a tap, then the identity page opens in a popup with the client id and language', async () => {
    const { win, container, draw } = setup();
    await draw();
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Se connecter avec Google');
    expect(button?.type).toBe('button');
    button?.click();
    expect(win.open).toHaveBeenCalledWith(
      'http://localhost:4200/api/dev/google/?client_id=nivaas-web&hl=fr-FR',
      'nivaas-google-sign-in',
      expect.stringContaining('popup'),
    );
  });

  it('given the credential from that popup and origin, then it reaches the callback, once', async () => {
    const { container, popup, draw, message, onCredential } = setup();
    await draw();
    container.querySelector('button')?.click();
    message({ source: popup, origin: 'http://localhost:4200', data: credential });
    message({ source: popup, origin: 'http://localhost:4200', data: credential });
    expect(onCredential).toHaveBeenCalledTimes(1);
    expect(onCredential).toHaveBeenCalledWith('header.payload.signature');
  });

  it('given a message from another window, another origin, of another shape, or before any tap, then nothing', async () => {
    const { container, popup, draw, message, onCredential } = setup();
    await draw();
    message({ source: popup, origin: 'http://localhost:4200', data: credential });
    container.querySelector('button')?.click();
    message({ source: window, origin: 'http://localhost:4200', data: credential });
    message({ source: popup, origin: 'http://evil.example', data: credential });
    message({
      source: popup,
      origin: 'http://localhost:4200',
      data: { type: GOOGLE_CREDENTIAL_MESSAGE, credential: 7 },
    });
    message({ source: popup, origin: 'http://localhost:4200', data: null });
    expect(onCredential).not.toHaveBeenCalled();
  });

  it('given the popup blocked, then the sign-in says it could not start; the cleanup removes the button and listener', async () => {
    const { win, container, draw, onError } = setup(true);
    const cleanup = await draw();
    container.querySelector('button')?.click();
    expect(onError).toHaveBeenCalled();
    cleanup();
    expect(container.querySelector('button')).toBeNull();
    expect(win.removeEventListener).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
