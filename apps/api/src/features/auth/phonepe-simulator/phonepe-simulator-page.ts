import { PHONEPE_GUEST_KEY, PHONEPE_UTM_SOURCE, TRAFFIC_SOURCE_COOKIE } from '@nivaas/domain/sign-in';
import { simulatorPage } from '../../../http/simulator-page';

/** Where the PhonePe app simulator lives (development only): its page, its script and the SDK stand-in. */
export const PHONEPE_SIMULATOR_PATH = '/api/dev/phonepe/';
/** The SDK stand-in the site loads inside the simulated app (the shell's PHONEPE_SDK_URL under SIGN_IN_SIMULATORS). */
export const PHONEPE_SIMULATOR_SDK_PATH = `${PHONEPE_SIMULATOR_PATH}sdk.js`;

/** A wallet user with no account yet, and the guest details the app kept from an earlier booking. */
export const SIMULATED_WALLET_USER = { phone: '9000000004' } as const;
export const SIMULATED_APP_GUEST = { name: 'Asha Rao', mobile: '9876543210' } as const;

/**
 * The PhonePe app, simulated: it opens Nivaas in its web view (a frame of this origin, with
 * utm_source=phonepe_app) and answers the site's SDK when it asks for a grant token: with one for the wallet user
 * (the site signs them in), or by refusing, as when the user declines (the site then falls back to the guest details
 * in the app's storage, docs/rules.md 4). English only, as the simulated gateway's page: it stands in for the app.
 */
export function phonepeSimulatorPage(): string {
  return simulatorPage(
    'PhonePe app (simulator)',
    `<p class="badge">Development only</p>
<h1>PhonePe app (simulator)</h1>
<p>This page stands in for the PhonePe app: it opens Nivaas inside its web view below, as a launch from the app
does (<code>utm_source=${PHONEPE_UTM_SOURCE}</code>), and answers the site's PhonePe SDK when it asks for a grant token.</p>
<form id="launch" novalidate>
<fieldset><legend>When Nivaas asks for a grant token</legend>
<label class="choice"><input type="radio" name="grant" value="grant" checked> Give one: sign the PhonePe user in</label>
<label class="choice"><input type="radio" name="grant" value="refuse"> Refuse: the user declines</label>
</fieldset>
<label for="phone">The PhonePe user's mobile</label>
<input type="tel" id="phone" name="phone" inputmode="numeric" maxlength="10" value="${SIMULATED_WALLET_USER.phone}">
<fieldset><legend>The app's storage: guest details for the fallback</legend>
<label for="guest-name">Name</label>
<input type="text" id="guest-name" name="guestName" maxlength="60" value="${SIMULATED_APP_GUEST.name}">
<label for="guest-mobile">Mobile</label>
<input type="tel" id="guest-mobile" name="guestMobile" inputmode="numeric" maxlength="10" value="${SIMULATED_APP_GUEST.mobile}">
</fieldset>
<button type="submit" class="primary">Open Nivaas in the app</button>
</form>
<p id="log" class="log" role="status"></p>
<iframe id="webview" class="phone" title="Nivaas inside the PhonePe app" hidden></iframe>`,
    `${PHONEPE_SIMULATOR_PATH}simulator.js`,
  );
}

/** Messages between the site's SDK (in the frame) and the simulated app (this page). */
export const GRANT_TOKEN_REQUEST = 'phonepe:fetch-grant-token';
export const GRANT_TOKEN_ANSWER = 'phonepe:grant-token';

/**
 * The app's side: each launch starts a new visitor in the web view (its storage emptied, as a fresh web view's)
 * with the guest details in the app's storage (the web view's, this origin's), then loads the site; a
 * grant-token request from that frame, and only from it, gets a token from the API's development grant-token call
 * or a refusal.
 */
export const PHONEPE_SIMULATOR_SCRIPT = `(() => {
  const form = document.getElementById('launch');
  const frame = document.getElementById('webview');
  const log = document.getElementById('log');
  const say = (text) => { log.textContent = text; };
  const value = (name) => form.elements[name].value.trim();
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.elements.grant.value === 'grant' && !/^[6-9][0-9]{9}$/.test(value('phone')))
      return say('Enter the PhonePe user\\'s 10-digit mobile number.');
    localStorage.clear();
    sessionStorage.clear();
    document.cookie = '${TRAFFIC_SOURCE_COOKIE}=; path=/; max-age=0';
    const name = value('guestName');
    const mobile = value('guestMobile');
    if (name && mobile) localStorage.setItem('${PHONEPE_GUEST_KEY}', JSON.stringify({ name, mobile }));
    else localStorage.removeItem('${PHONEPE_GUEST_KEY}');
    frame.hidden = false;
    frame.src = 'about:blank';
    frame.src = '/?utm_source=${PHONEPE_UTM_SOURCE}';
    say('Opening Nivaas in the app…');
  });
  window.addEventListener('message', async (event) => {
    const data = event.data || {};
    if (event.source !== frame.contentWindow || event.origin !== location.origin || data.type !== '${GRANT_TOKEN_REQUEST}') return;
    const answer = (reply) => frame.contentWindow.postMessage({ type: '${GRANT_TOKEN_ANSWER}', id: data.id, ...reply }, location.origin);
    if (form.elements.grant.value !== 'grant') {
      say('Nivaas asked for a grant token: refused (the user declined). The site falls back to the app\\'s guest details.');
      return answer({ error: { error_code: 'USER_DENIED' } });
    }
    try {
      const response = await fetch('${PHONEPE_SIMULATOR_PATH}grant-token/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ phone: value('phone') }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body.error || 'no token');
      say('Nivaas asked for a grant token: sent one for ' + value('phone') + '.');
      answer({ grantToken: body.token, expiryInSeconds: 900 });
    } catch {
      say('Nivaas asked for a grant token, but the API gave none.');
      answer({ error: { error_code: 'NETWORK_ERROR' } });
    }
  });
})();
`;

/**
 * The SDK stand-in, loaded by the site in place of PhonePe's Switch SDK: the same global (\`window.PhonePe\`, with
 * \`PhonePe.build(Constants.Species.web)\` and \`fetchAuthToken()\`), whose grant token comes from the app around the
 * page (the simulator above) through postMessage. Outside the app's frame it has none, as the real SDK outside the
 * app. A real SDK already on the page is left alone.
 */
export const PHONEPE_SIMULATOR_SDK = `(() => {
  if (window.PhonePe) return;
  const pending = new Map();
  let next = 0;
  window.addEventListener('message', (event) => {
    const data = event.data || {};
    if (event.source !== window.parent || event.origin !== location.origin || data.type !== '${GRANT_TOKEN_ANSWER}') return;
    const waiting = pending.get(data.id);
    if (!waiting) return;
    pending.delete(data.id);
    clearTimeout(waiting.timer);
    if (typeof data.grantToken === 'string') waiting.resolve({ grantToken: data.grantToken, expiryInSeconds: data.expiryInSeconds });
    else waiting.reject(data.error || { error_code: 'UNKNOWN' });
  });
  const fetchAuthToken = () =>
    new Promise((resolve, reject) => {
      if (window.parent === window) return reject({ error_code: 'NOT_IN_PHONEPE_APP' });
      const id = ++next;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject({ error_code: 'TIMEOUT' });
      }, 10000);
      pending.set(id, { resolve, reject, timer });
      window.parent.postMessage({ type: '${GRANT_TOKEN_REQUEST}', id }, location.origin);
    });
  window.PhonePe = { PhonePe: { build: () => Promise.resolve({ fetchAuthToken }) }, Constants: { Species: { web: 'web' } } };
})();
`;
