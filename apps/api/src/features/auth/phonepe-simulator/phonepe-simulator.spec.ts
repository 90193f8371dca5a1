import { call, useTestApp } from '../../../testing/test-app';

/**
 * A PhonePe launch a newcomer can try. The simulator page frames the site as the app's web view and answers
 * the SDK stand-in's grant-token request with a token of the API's development grant-token call (or a refusal).
 */
describe('the PhonePe app simulator (development)', () => {
  const app = useTestApp({ env: {} });

  it('given its page, then it may frame this origin (the web view) but is never framed itself, and runs only its own script', async () => {
    const page = await app().inject('/api/dev/phonepe/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PhonePe app (simulator)');
    expect(page.body).toContain('<iframe id="webview"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("given the SDK stand-in, then it defines the Switch SDK's global unless a real one is there, and asks only its parent", async () => {
    const sdk = await app().inject('/api/dev/phonepe/sdk.js');
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toContain('javascript');
    expect(sdk.body).toContain('if (window.PhonePe) return;');
    expect(sdk.body).toContain("window.parent.postMessage({ type: 'phonepe:fetch-grant-token', id }, location.origin)");
    expect(sdk.body).toContain("reject({ error_code: 'NOT_IN_PHONEPE_APP' })");
  });

  it('given a phone, then the grant token the app hands over signs that wallet user in', async () => {
    const grant = await call(app(), {
      method: 'POST',
      url: '/api/dev/phonepe/grant-token/',
      payload: { phone: '9000000004' },
    });
    const signedIn = await call(app(), {
      method: 'POST',
      url: '/api/v2/auth/login/phonepe/',
      payload: { token: grant.body.token },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.phone_number).toBe('9000000004');
  });
});
