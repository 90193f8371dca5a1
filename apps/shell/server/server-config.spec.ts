/** @jest-environment node */
import { contentSecurityPolicy } from './security-headers';
import {
  DEFAULT_ANALYTICS_SDK_URL,
  DEFAULT_API_TIMEOUT_MS,
  DEFAULT_ENGAGEMENT_SDK_URL,
  readShellServerConfig,
  thirdPartyOrigins,
} from './server-config';

const read = (env: NodeJS.ProcessEnv) => readShellServerConfig(env, '/workspace');

describe('readShellServerConfig', () => {
  it('given no third-party settings, then none is configured', () => {
    const config = read({});
    expect(config.thirdParty).toEqual({});
    expect(config.errorReportingDsn).toBeUndefined();
    expect(config.apiTimeoutMs).toBe(DEFAULT_API_TIMEOUT_MS);
    expect(thirdPartyOrigins(config)).toEqual([]);
  });

  it('given SDK keys, then the vendor scripts default to their CDNs and their origins join the CSP', () => {
    const config = read({
      ENGAGEMENT_SDK_KEY: 'in~1a2b3c',
      ANALYTICS_SDK_ANDROID_KEY: 'AbC123',
      PHONEPE_SDK_URL: 'https://mercury.phonepe.com/web/bundle/checkout.js',
    });
    expect(config.thirdParty).toEqual({
      engagement: { key: 'in~1a2b3c', scriptUrl: DEFAULT_ENGAGEMENT_SDK_URL },
      customerAnalytics: { androidKey: 'AbC123', scriptUrl: DEFAULT_ANALYTICS_SDK_URL },
      phonePeScriptUrl: 'https://mercury.phonepe.com/web/bundle/checkout.js',
    });
    expect(thirdPartyOrigins(config)).toEqual([
      'https://ssl.widgets.webengage.com',
      'https://cdn.segment.com',
      'https://mercury.phonepe.com',
    ]);
  });

  it('given CAPTCHA_PROVIDER=hcaptcha, then hCaptcha may load its script and frame; its policy names them in frame-src', () => {
    const config = read({ CAPTCHA_PROVIDER: 'hcaptcha' });
    expect(thirdPartyOrigins(config)).toEqual(['https://hcaptcha.com', 'https://*.hcaptcha.com']);
    const frames = contentSecurityPolicy({ shell: 'http://localhost:4200' } as never, thirdPartyOrigins(config))
      .split('; ')
      .find((d) => d.startsWith('frame-src '));
    expect(frames).toBe("frame-src 'self' https://hcaptcha.com https://*.hcaptcha.com");
    expect(thirdPartyOrigins(read({ CAPTCHA_PROVIDER: 'local' }))).toEqual([]);
  });

  it('given a DSN and extra CSP origins, then they are read', () => {
    const config = read({
      ERROR_REPORTING_DSN: 'https://pub@o1.ingest.example/123',
      CSP_THIRD_PARTY_ORIGINS: 'https://api.segment.io, https://c.webengage.com/x',
    });
    expect(config.errorReportingDsn).toBe('https://pub@o1.ingest.example/123');
    expect(thirdPartyOrigins(config)).toEqual([
      'https://o1.ingest.example',
      'https://api.segment.io',
      'https://c.webengage.com',
    ]);
  });

  it('given a Google client id, then Google sign-in is configured and accounts.google.com joins the CSP (frames included)', () => {
    const config = read({ GOOGLE_CLIENT_ID: '1234567890-abc123def.apps.googleusercontent.com' });
    expect(config.googleClientId).toBe('1234567890-abc123def.apps.googleusercontent.com');
    expect(thirdPartyOrigins(config)).toEqual(['https://accounts.google.com']);
    expect(contentSecurityPolicy(config.remotes, thirdPartyOrigins(config))).toContain(
      "frame-src 'self' https://accounts.google.com",
    );
    expect(contentSecurityPolicy(read({}).remotes, [])).toContain("frame-src 'self';");
  });

  it('given SIGN_IN_SIMULATORS=on (npm start), then Google opens the local identity page and PhonePe loads the SDK stand-in, all on this origin', () => {
    const config = read({ SIGN_IN_SIMULATORS: 'on' });
    expect(config.googleClientId).toBe('nivaas-web');
    expect(config.googleIdentityUrl).toBe('/api/dev/google/');
    expect(config.thirdParty?.phonePeScriptUrl).toBe('/api/dev/phonepe/sdk.js');
    // Nothing of Google's or PhonePe's joins the CSP: the simulators are the site's own origin.
    expect(thirdPartyOrigins(config)).toEqual([]);
    expect(read({ SIGN_IN_SIMULATORS: 'on', GOOGLE_CLIENT_ID: 'my-dev-client' }).googleClientId).toBe('my-dev-client');
    // A real PhonePe script still wins; without the simulators nothing of them is configured.
    expect(
      read({ SIGN_IN_SIMULATORS: 'on', PHONEPE_SDK_URL: 'https://mercury.phonepe.com/web/bundle/checkout.js' })
        .thirdParty?.phonePeScriptUrl,
    ).toBe('https://mercury.phonepe.com/web/bundle/checkout.js');
    expect(read({}).googleIdentityUrl).toBeUndefined();
    expect(read({}).thirdParty?.phonePeScriptUrl).toBeUndefined();
    expect(() => read({ SIGN_IN_SIMULATORS: 'yes' })).toThrow(/SIGN_IN_SIMULATORS must be on or off/);
    expect(() => read({ SIGN_IN_SIMULATORS: 'on', GOOGLE_CLIENT_ID: 'x"><b>' })).toThrow(
      /GOOGLE_CLIENT_ID is not a client id/,
    );
  });

  it('given no WARM_UP, then the warm-up is on; given off, then off', () => {
    expect(read({}).warmUp).toBe('on');
    expect(read({ WARM_UP: 'on' }).warmUp).toBe('on');
    expect(read({ WARM_UP: 'off' }).warmUp).toBe('off');
  });

  it('given NODE_ENV=production, then remotes over HTTPS or on this machine are taken', () => {
    const config = read({
      NODE_ENV: 'production',
      REMOTE_DISCOVERY_URL: 'https://cdn.nivaas.example/discovery/remoteEntry.js',
      REMOTE_HOTEL_URL: 'http://127.0.0.1:4222/remoteEntry.js',
      REMOTE_CHECKOUT_URL: 'http://[::1]:4223/remoteEntry.js',
    });
    expect(config.production).toBe(true);
    expect(config.remotes.discovery).toBe('https://cdn.nivaas.example/discovery/remoteEntry.js');
    expect(config.remotes.account).toBe('http://localhost:4204/remoteEntry.js');
  });

  it("given development, then a plain-HTTP remote elsewhere is allowed (a colleague's machine, a test host)", () => {
    const config = read({ REMOTE_DISCOVERY_URL: 'http://discovery.test/remoteEntry.js' });
    expect(config.production).toBeUndefined();
    expect(config.remotes.discovery).toBe('http://discovery.test/remoteEntry.js');
  });

  it.each([
    ['another host', 'http://cdn.nivaas.example/discovery/remoteEntry.js'],
    ['a private address', 'http://10.0.0.5:4201/remoteEntry.js'],
    ['a name that only starts like loopback', 'http://127.0.0.1.nip.example/remoteEntry.js'],
  ])('given NODE_ENV=production and a plain-HTTP remote on %s, then start-up fails naming it', (_case, url) => {
    expect(() => read({ NODE_ENV: 'production', REMOTE_DISCOVERY_URL: url })).toThrow(
      `REMOTE_DISCOVERY_URL must be https:// in production (plain http:// only to localhost, 127.0.0.0/8 or ::1): ${url}`,
    );
  });

  it('given SERVED_OVER_HTTPS=on, then the site is served over HTTPS; unset, not', () => {
    expect(read({ SERVED_OVER_HTTPS: 'on' }).servedOverHttps).toBe(true);
    expect(read({}).servedOverHttps).toBeUndefined();
    expect(() => read({ SERVED_OVER_HTTPS: 'yes' })).toThrow(/SERVED_OVER_HTTPS must be on or off/);
  });

  it.each([
    [{ WARM_UP: 'no' }, /WARM_UP must be on or off/],
    [{ GOOGLE_CLIENT_ID: 'x"><script>' }, /GOOGLE_CLIENT_ID is not a Google OAuth client id/],
    [{ ENGAGEMENT_SDK_KEY: 'bad"key' }, /ENGAGEMENT_SDK_KEY is not a key/],
    [{ ANALYTICS_SDK_KEY: 'k', ANALYTICS_SDK_URL: 'ftp://x/{key}' }, /ANALYTICS_SDK_URL must be http/],
    [{ PHONEPE_SDK_URL: 'not a url' }, /Invalid URL/],
    [{ ERROR_REPORTING_DSN: 'https://errors.example/1' }, /ERROR_REPORTING_DSN must look like/],
    [{ API_TIMEOUT_MS: '5' }, /API_TIMEOUT_MS must be 50 to 30000/],
    // eslint-disable-next-line no-script-url -- a hostile value, to prove it is refused
    [{ CSP_THIRD_PARTY_ORIGINS: 'javascript:alert(1)' }, /must be http/],
  ])('given the malformed %j, then start-up fails with a message naming it', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });
});

describe('TRUST_PROXY (the proxies whose X-Forwarded-For names the visitor)', () => {
  it('trusts loopback by default, at any hop, and nothing else', () => {
    const trust = read({}).trustProxy!;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('127.0.0.1', 1)).toBe(true);
    expect(trust('10.0.0.2', 0)).toBe(false);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('takes addresses, subnets and named ranges, with spaces', () => {
    const trust = read({ TRUST_PROXY: '10.0.0.0/8 , 198.51.100.7, uniquelocal' }).trustProxy!;
    expect(trust('10.1.2.3', 0)).toBe(true);
    expect(trust('198.51.100.7', 1)).toBe(true);
    expect(trust('fd00::1', 0)).toBe(true);
    expect(trust('127.0.0.1', 0)).toBe(false);
    expect(trust('198.51.100.8', 1)).toBe(false);
  });

  it.each(['none', 'false', ''])('given %j, then nobody is trusted (as in the API)', (value) => {
    expect(read({ TRUST_PROXY: value }).trustProxy!('127.0.0.1', 0)).toBe(false);
  });

  it.each(['the-load-balancer', '10.0.0.0/99', '300.1.1.1'])(
    'given the malformed %j, then start-up fails with a message naming TRUST_PROXY',
    (value) => {
      expect(() => read({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
