import { join } from 'node:path';
import type { ApiService } from '@nivaas/api-client';
import { REMOTE_NAMES, type RemoteName } from '@nivaas/routes';
import type { SdkConfig, ThirdPartyConfig } from '../src/features/analytics/third-party-config';
import { readApiServiceUrls } from './api-services-config';
import { parseTrustProxy } from './forwarded-for';
import { isTrustedTransport } from './ssr/remote-server-modules';

export interface ShellServerConfig {
  readonly host: string;
  readonly port: number;
  /** The shell's production build. */
  readonly distDir: string;
  /** Where /api/ is proxied to, and where the server reads SEO content and the listing catalogue. */
  readonly apiUrl: string;
  /**
   * docs/rules.md section 7's backend services by name (API_URL and API_<SERVICE>_URL, api-services-config.ts): where the
   * `/api/` proxy and the server's own calls send each path. Every one is `apiUrl` unless an operator split them.
   */
  readonly apiServices?: Readonly<Record<ApiService, string>>;
  /** Each remote's remoteEntry.js URL: from the environment, never compiled into the bundle. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** How long a page waits for the API (SEO head, catalogue) before it goes out without. */
  readonly apiTimeoutMs?: number;
  /** Third-party SDK keys and script URLs; empty by default, so no third-party code loads. */
  readonly thirdParty?: ThirdPartyConfig;
  /** A Sentry-style DSN for error reports; unset keeps them in the page. */
  readonly errorReportingDsn?: string;
  /** The release error reports are filed under (ERROR_REPORTING_RELEASE). */
  readonly errorReportingRelease?: string;
  /** Google sign-in's OAuth client id (GOOGLE_CLIENT_ID); unset means no Google button and no Google script. */
  readonly googleClientId?: string;
  /**
   * SIGN_IN_SIMULATORS=on (development): the Google button opens the API's local identity page at this path instead
   * of loading Google Identity Services (the local adapter gives the same credential callback). Unset: Google's.
   */
  readonly googleIdentityUrl?: string;
  /** More origins the third-party scripts need (their APIs, images), for the CSP. */
  readonly cspThirdPartyOrigins?: readonly string[];
  /**
   * CAPTCHA_PROVIDER=hcaptcha (the API's setting, given to both): the sign-in's captcha step loads hCaptcha's script
   * and frame, which the CSP then allows (HCAPTCHA_ORIGINS).
   */
  readonly hcaptcha?: boolean;
  /**
   * SERVICE_WORKER: `on` (default) serves the built worker at /sw.js; `off` is the kill switch: /sw.js becomes a
   * worker that removes itself and its caches, and pages tell the browser to unregister it.
   */
  readonly serviceWorker?: 'on' | 'off';
  /**
   * SERVER_RENDERING: `on` (default) draws the cacheable routes' screens on the server with each remote's server
   * bundle; `off` sends every page to be drawn in the browser (the reference for benchmarks, and a way
   * back without a rebuild).
   */
  readonly serverRendering?: 'on' | 'off';
  /** SERVER_RENDER_BUDGET_MS: how long a page may wait for a remote's server bundle and its data (50-5000). */
  readonly renderBudgetMs?: number;
  /**
   * WARM_UP: `on` (default) requests the home page and the first city's listing once after start, so the first
   * visitor after a start or deploy gets them server-rendered (server/warm-up.ts); `off` skips it.
   */
  readonly warmUp?: 'on' | 'off';
  /**
   * TRUST_PROXY (forwarded-for.ts parseTrustProxy): the proxies in front of this server whose X-Forwarded-For is
   * believed, as Fastify's trustProxy, so request.ip (and the X-Forwarded-For the /api/ proxy writes) is the visitor,
   * not the balancer. Default loopback.
   */
  readonly trustProxy?: (address: string, hop: number) => boolean;
  /**
   * NODE_ENV=production: the remotes' URLs must be HTTPS (plain HTTP only to this machine: localhost, 127.0.0.0/8,
   * ::1), since the server runs the code it fetches from them; checked at start and again by the bundle loader.
   */
  readonly production?: boolean;
  /**
   * SERVED_OVER_HTTPS=on: visitors reach the site over HTTPS (TLS ends in front of this server), so every response
   * carries Strict-Transport-Security even when no trusted proxy says X-Forwarded-Proto: https. Default off: only
   * a request that arrived over HTTPS (request.protocol) gets it.
   */
  readonly servedOverHttps?: boolean;
}

const DEFAULT_REMOTE_PORTS: Readonly<Record<RemoteName, number>> = {
  discovery: 4201,
  hotel: 4202,
  checkout: 4203,
  account: 4204,
};
export const DEFAULT_API_TIMEOUT_MS = 800;
/** How long a page may wait for a remote's server bundle and its screen's data (a few hundred ms). */
export const DEFAULT_RENDER_BUDGET_MS = 400;
/** WebEngage's web SDK, as its integration snippet loads it. */
export const DEFAULT_ENGAGEMENT_SDK_URL = 'https://ssl.widgets.webengage.com/js/webengage-min-v-6.0.js';
/** Segment's analytics.js, per write key, as its snippet loads it. */
export const DEFAULT_ANALYTICS_SDK_URL = 'https://cdn.segment.com/analytics.js/v1/{key}/analytics.min.js';

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

function parseUrl(name: string, value: string): string {
  const url = new URL(value); // throws on a malformed value, at start-up rather than per request
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return url.toString();
}

/** A script URL may hold `{key}`; it is kept as written (URL parsing would encode the braces). */
function parseScriptUrl(name: string, value: string): string {
  parseUrl(name, value.replace(/\{key\}/g, 'key'));
  return value;
}

function parseTimeout(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 30_000) throw new Error(`${name} must be 50 to 30000 ms: ${value}`);
  return ms;
}

/** Vendor keys are short tokens; anything else is a configuration mistake, caught at start-up. */
function parseKey(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9._:~-]{1,128}$/.test(value))
    throw new Error(`${name} is not a key (letters, digits, . _ : ~ -): ${value}`);
  return value;
}

/** https://<public key>@<host>/<project id>, the form Sentry and compatible services issue. */
function parseDsn(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be http(s): ${value}`);
  if (!url.username || !/^\/(?:.*\/)?\d+$/.test(url.pathname))
    throw new Error(`${name} must look like https://key@host/123: ${value}`);
  return value;
}

function readSdk(env: NodeJS.ProcessEnv, prefix: string, defaultUrl: string): SdkConfig | undefined {
  const key = parseKey(`${prefix}_KEY`, env[`${prefix}_KEY`]);
  const androidKey = parseKey(`${prefix}_ANDROID_KEY`, env[`${prefix}_ANDROID_KEY`]);
  const scriptUrl = parseScriptUrl(`${prefix}_URL`, env[`${prefix}_URL`] || defaultUrl);
  if (!key && !androidKey) return undefined;
  return { scriptUrl, ...(key ? { key } : {}), ...(androidKey ? { androidKey } : {}) };
}

/** Google issues client ids as `<digits>-<token>.apps.googleusercontent.com`. */
function parseGoogleClientId(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[0-9]+-[a-z0-9]+\.apps\.googleusercontent\.com$/.test(value))
    throw new Error(`GOOGLE_CLIENT_ID is not a Google OAuth client id: ${value}`);
  return value;
}

/** The simulator's audience: the API's GOOGLE_CLIENT_ID, a plain token (it reaches `<html>` as an attribute). */
function parseSimulatorClientId(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return SIMULATOR_GOOGLE_CLIENT_ID;
  if (!/^[\w.-]{8,200}$/.test(value.trim())) throw new Error(`GOOGLE_CLIENT_ID is not a client id: ${value}`);
  return value.trim();
}

/** Google Identity Services: its script, styles, the One Tap frame and its calls. */
export const GOOGLE_IDENTITY_ORIGIN = 'https://accounts.google.com';

/**
 * The API's development simulators (apps/api README, "Sign-in simulators"), on this origin through /api/: the
 * Google account chooser the local adapter opens, and the PhonePe SDK stand-in the PhonePe app simulator answers.
 */
export const GOOGLE_SIMULATOR_IDENTITY_PATH = '/api/dev/google/';
export const PHONEPE_SIMULATOR_SDK_PATH = '/api/dev/phonepe/sdk.js';
/** The API's development audience (its GOOGLE_CLIENT_ID default), which the simulator signs for. */
export const SIMULATOR_GOOGLE_CLIENT_ID = 'nivaas-web';

function readThirdParty(env: NodeJS.ProcessEnv, simulators: boolean): ThirdPartyConfig {
  const engagement = readSdk(env, 'ENGAGEMENT_SDK', DEFAULT_ENGAGEMENT_SDK_URL);
  const customerAnalytics = readSdk(env, 'ANALYTICS_SDK', DEFAULT_ANALYTICS_SDK_URL);
  const phonePe = env['PHONEPE_SDK_URL']
    ? parseScriptUrl('PHONEPE_SDK_URL', env['PHONEPE_SDK_URL'])
    : simulators
      ? PHONEPE_SIMULATOR_SDK_PATH
      : undefined;
  return {
    ...(engagement ? { engagement } : {}),
    ...(customerAnalytics ? { customerAnalytics } : {}),
    ...(phonePe ? { phonePeScriptUrl: phonePe } : {}),
  };
}

/**
 * Reads the server's configuration from the environment (the table in apps/shell/README.md):
 * PORT, HOST, SHELL_DIST_DIR, API_URL, API_<SERVICE>_URL, API_TIMEOUT_MS, REMOTE_<NAME>_URL, the third-party SDK
 * keys and URLs, PHONEPE_SDK_URL, ERROR_REPORTING_DSN, ERROR_REPORTING_RELEASE, CSP_THIRD_PARTY_ORIGINS, SERVICE_WORKER,
 * SERVER_RENDERING, SERVER_RENDER_BUDGET_MS, WARM_UP, SIGN_IN_SIMULATORS, TRUST_PROXY, SERVED_OVER_HTTPS and NODE_ENV
 * (production: the remotes over HTTPS). A malformed
 * value stops the start-up rather than failing per request.
 */
export function readShellServerConfig(env: NodeJS.ProcessEnv, workspaceRoot: string): ShellServerConfig {
  const production = env['NODE_ENV'] === 'production';
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const key = `REMOTE_${name.toUpperCase()}_URL`;
      const fallback = `http://localhost:${DEFAULT_REMOTE_PORTS[name]}/remoteEntry.js`;
      const url = parseUrl(key, env[key] || fallback);
      // The server fetches and runs code from here (the remote's server bundle and the manifest naming it).
      if (production && !isTrustedTransport(new URL(url))) {
        throw new Error(
          `${key} must be https:// in production (plain http:// only to localhost, 127.0.0.0/8 or ::1): ${url}`,
        );
      }
      return [name, url];
    }),
  ) as Record<RemoteName, string>;
  const errorReportingDsn = parseDsn('ERROR_REPORTING_DSN', env['ERROR_REPORTING_DSN']);
  const simulators = parseOnOff('SIGN_IN_SIMULATORS', env['SIGN_IN_SIMULATORS'] || 'off') === 'on';
  // With the simulators the client id is the API's audience, which need not look like Google's.
  const googleClientId = simulators
    ? parseSimulatorClientId(env['GOOGLE_CLIENT_ID'])
    : parseGoogleClientId(env['GOOGLE_CLIENT_ID']);
  const apiUrl = parseUrl('API_URL', env['API_URL'] || 'http://127.0.0.1:3333');
  return {
    host: env['HOST'] || '127.0.0.1',
    port: parsePort(env['PORT'], 4200),
    distDir: env['SHELL_DIST_DIR'] || join(workspaceRoot, 'dist/apps/shell'),
    apiUrl,
    apiServices: readApiServiceUrls(env, apiUrl),
    remotes,
    apiTimeoutMs: parseTimeout('API_TIMEOUT_MS', env['API_TIMEOUT_MS'], DEFAULT_API_TIMEOUT_MS),
    thirdParty: readThirdParty(env, simulators),
    ...(errorReportingDsn ? { errorReportingDsn } : {}),
    ...(env['ERROR_REPORTING_RELEASE']?.trim() ? { errorReportingRelease: env['ERROR_REPORTING_RELEASE'].trim() } : {}),
    ...(googleClientId ? { googleClientId } : {}),
    ...(simulators ? { googleIdentityUrl: GOOGLE_SIMULATOR_IDENTITY_PATH } : {}),
    serviceWorker: parseServiceWorker(env['SERVICE_WORKER']),
    serverRendering: parseOnOff('SERVER_RENDERING', env['SERVER_RENDERING']),
    renderBudgetMs: parseBudget(env['SERVER_RENDER_BUDGET_MS']),
    warmUp: parseOnOff('WARM_UP', env['WARM_UP']),
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    ...(production ? { production } : {}),
    ...(parseOnOff('SERVED_OVER_HTTPS', env['SERVED_OVER_HTTPS'] || 'off') === 'on' ? { servedOverHttps: true } : {}),
    ...(env['CAPTCHA_PROVIDER']?.trim() === 'hcaptcha' ? { hcaptcha: true } : {}),
    cspThirdPartyOrigins: (env['CSP_THIRD_PARTY_ORIGINS'] ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(parseUrl('CSP_THIRD_PARTY_ORIGINS', origin)).origin),
  };
}

function parseOnOff(name: string, value: string | undefined): 'on' | 'off' {
  if (value === undefined || value === '' || value === 'on') return 'on';
  if (value === 'off') return 'off';
  throw new Error(`${name} must be on or off: ${value}`);
}

const parseServiceWorker = (value: string | undefined) => parseOnOff('SERVICE_WORKER', value);

/** The server render budget (SERVER_RENDER_BUDGET_MS), 400 ms unless set. */
function parseBudget(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_RENDER_BUDGET_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 50 || ms > 5_000)
    throw new Error(`SERVER_RENDER_BUDGET_MS must be 50 to 5000 ms: ${value}`);
  return ms;
}

/** hCaptcha's script, frame and calls (https://docs.hcaptcha.com/#content-security-policy-settings). */
export const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const;

/** The origins the configured third parties load from or send to, for the CSP. */
export function thirdPartyOrigins(config: ShellServerConfig): string[] {
  const urls = [
    config.thirdParty?.engagement?.scriptUrl,
    config.thirdParty?.customerAnalytics?.scriptUrl,
    config.thirdParty?.phonePeScriptUrl,
    config.errorReportingDsn,
    // The local identity page is this origin's: Google's is named only when its script is used.
    config.googleClientId && !config.googleIdentityUrl ? GOOGLE_IDENTITY_ORIGIN : undefined,
    // A path (the simulator's SDK) is this origin, which 'self' already allows.
  ].filter((url): url is string => Boolean(url) && !url?.startsWith('/'));
  const origins = urls.map((url) => new URL(url.replace(/\{key\}/g, 'key')).origin);
  return [
    ...new Set([...origins, ...(config.hcaptcha ? HCAPTCHA_ORIGINS : []), ...(config.cspThirdPartyOrigins ?? [])]),
  ];
}
