/** Google Identity Services' script: loaded only when a client id is configured. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** How a Google button is drawn: Google draws its own text in `locale`; a local adapter uses `label`. */
export interface GoogleButtonOptions {
  readonly locale: string;
  /** "Sign in with Google" in the page's language. */
  readonly label: string;
  /** A sign-in that could not start (a local adapter's popup blocked). */
  readonly onError: () => void;
}

/** Google sign-in behind an interface: the real one below, the local simulator's (local-google-identity.ts), fakes in tests. */
export interface GoogleIdentity {
  /** Draws Google's button in the container; each sign-in hands its ID token (credential) over. Resolves to a cleanup. */
  readonly renderButton: (
    container: HTMLElement,
    onCredential: (credential: string) => void,
    options: GoogleButtonOptions,
  ) => Promise<() => void>;
}

interface GsiGlobal {
  accounts?: {
    id?: {
      initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
      renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
      cancel?: () => void;
    };
  };
}

function loadScript(doc: Document): Promise<void> {
  const existing = doc.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);
  if (existing?.dataset['loaded'] === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? doc.createElement('script');
    script.addEventListener('load', () => {
      script.dataset['loaded'] = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error('Google sign-in script failed to load')));
    if (!existing) {
      script.src = GOOGLE_IDENTITY_SCRIPT;
      script.async = true;
      doc.head.appendChild(script);
    }
  });
}

/** The real adapter: loads the script on the first button, then uses `google.accounts.id`. */
export function createGoogleIdentity(clientId: string, doc: Document): GoogleIdentity {
  let loading: Promise<void> | null = null;
  return {
    renderButton: async (container, onCredential, { locale }) => {
      loading ??= loadScript(doc).catch((error: unknown) => {
        loading = null; // a later attempt may succeed once the network is back
        throw error;
      });
      await loading;
      const gsi = (doc.defaultView as unknown as { google?: GsiGlobal } | null)?.google?.accounts?.id;
      if (!gsi) throw new Error('Google sign-in is not available');
      gsi.initialize({
        client_id: clientId,
        callback: (response) => response.credential && onCredential(response.credential),
      });
      gsi.renderButton(container, {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'signin_with',
        shape: 'pill',
        locale,
      });
      return () => {
        gsi.cancel?.();
        container.replaceChildren();
      };
    },
  };
}
