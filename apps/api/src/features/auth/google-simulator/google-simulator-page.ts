import { simulatorPage } from '../../../http/simulator-page';

/** Where the Google sign-in simulator lives (development only): its page, script, key set and token call. */
export const GOOGLE_SIMULATOR_PATH = '/api/dev/google/';

/** The account the simulator offers first: a made-up guest, never a real person's address. */
export const DEFAULT_SIMULATED_ACCOUNT = { name: 'Asha Rao', email: 'asha.rao@example.in' } as const;

/**
 * Google's account chooser, simulated: a name and an email (a made-up account first), Continue and Cancel. Opened by
 * the site's local Google adapter in a popup, as Google's own is; its script hands the signed ID token back to the
 * page that opened it. English only, as the simulated gateway's page: it stands in for a vendor's page, not ours.
 */
export function googleSimulatorPage(): string {
  return simulatorPage(
    'Sign in with Google (simulator)',
    `<p class="badge">Development only</p>
<h1>Sign in with Google (simulator)</h1>
<p>This page stands in for Google's account chooser. It signs an ID token with a key the API made when it started;
the API checks that token exactly as it checks Google's, against this simulator's key set instead of Google's.</p>
<p id="no-opener" class="notice" hidden>Open this page with "Sign in with Google" on the site: it hands the sign-in
back to the page that opened it.</p>
<form id="account" novalidate>
<label for="name">Name</label>
<input type="text" id="name" name="name" required maxlength="60" autocomplete="name" value="${DEFAULT_SIMULATED_ACCOUNT.name}">
<label for="email">Email</label>
<input type="email" id="email" name="email" required maxlength="120" autocomplete="email" value="${DEFAULT_SIMULATED_ACCOUNT.email}">
<button type="submit" class="primary">Continue</button>
<button type="button" id="cancel">Cancel</button>
<p id="status" class="log" role="status"></p>
</form>`,
    `${GOOGLE_SIMULATOR_PATH}simulator.js`,
  );
}

/** The credential message the site's local adapter listens for (only from this origin and its own popup). */
export const GOOGLE_CREDENTIAL_MESSAGE = 'nivaas:google-credential';

/**
 * The page's script: posts the name and email to the token call and hands the ID token to the opener with
 * postMessage, to this origin only (the site's, through its /api/ proxy), then closes, as Google's popup does.
 */
export const GOOGLE_SIMULATOR_SCRIPT = `(() => {
  const params = new URLSearchParams(location.search);
  const clientId = params.get('client_id') || '';
  const form = document.getElementById('account');
  const status = document.getElementById('status');
  if (!window.opener) document.getElementById('no-opener').hidden = false;
  const say = (text) => { status.textContent = text; };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    say('Signing in…');
    const body = { client_id: clientId, name: form.elements.name.value, email: form.elements.email.value };
    try {
      const response = await fetch('${GOOGLE_SIMULATOR_PATH}token', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) return say(answer.error || 'The simulator could not sign you in.');
      if (!window.opener) return say('Signed in, but no page opened this one to hand the sign-in to.');
      window.opener.postMessage({ type: '${GOOGLE_CREDENTIAL_MESSAGE}', credential: answer.credential, select_by: 'user' }, location.origin);
      say('Signed in. You can close this window.');
      window.close();
    } catch {
      say('The simulator could not be reached. Is the API running?');
    }
  });
  document.getElementById('cancel').addEventListener('click', () => window.close());
})();
`;
