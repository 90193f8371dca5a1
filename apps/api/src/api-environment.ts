import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

/*
 * Every environment variable the API reads, in one schema: what it is for, and what a valid value looks like. It
 * is checked once, before anything starts (buildApp, through readAppConfig), so a typo is a refusal naming the
 * variable, not a default taken in silence. What a value means, and what production demands together, is read by
 * each feature's own settings (app-config.ts and the readers it calls).
 */

const text = (description: string) => Type.Optional(Type.String({ minLength: 1, description }));
const whole = (description: string) =>
  Type.Optional(Type.String({ pattern: '^\\d+$', description, expected: 'a whole number' }));
const decimal = (description: string) =>
  Type.Optional(Type.String({ pattern: '^\\d+(\\.\\d+)?$', description, expected: 'a number' }));
const url = (schemes: readonly string[], description: string) =>
  Type.Optional(
    Type.String({ pattern: `^(${schemes.join('|')})://\\S+$`, description, expected: `a ${schemes.join(' or ')} URL` }),
  );
const oneOf = (values: readonly string[], description: string) =>
  Type.Optional(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description, expected: values.join(' or ') },
    ),
  );

export const API_ENVIRONMENT = Type.Object({
  NODE_ENV: text('`production` turns on the production checks and removes the development routes'),
  HOST: text('Address to listen on (127.0.0.1)'),
  PORT: whole('Port to listen on (3333)'),
  API_METRICS_PORT: Type.Optional(
    Type.String({
      pattern: '^(\\d+|off)$',
      description: 'Port of the Prometheus /metrics listener on 127.0.0.1 (9464); 0 or off: none',
      expected: 'a port number or off',
    }),
  ),
  API_DATA_DIR: text('PGlite files (<repo>/.data/api) when DATABASE_URL is not set'),
  DATABASE_URL: url(['postgres', 'postgresql'], 'A PostgreSQL server instead of PGlite'),
  DATABASE_POOL_SIZE: whole('Connections per instance to PostgreSQL (10)'),
  GATEWAY_PROVIDER: oneOf(['simulated', 'razorpay'], 'The payment gateway (simulated outside production)'),
  GATEWAY_KEY_SECRET: text('The simulated gateway’s signing secret'),
  RAZORPAY_KEY_ID: text('Razorpay key id'),
  RAZORPAY_KEY_SECRET: text('Razorpay key secret'),
  OTP_PEPPER: text('Keys every OTP and reset hash (production: at least 32 random characters)'),
  PUBLIC_SITE_URL: url(['http', 'https'], 'The site’s origin, for links in messages (http://localhost:4200)'),
  BRAND_NAME: text('The name messages are signed with (Nivaas)'),
  GOOGLE_SIGN_IN: oneOf(['google', 'simulator'], 'Google sign-in against Google, or the development simulator'),
  GOOGLE_CLIENT_ID: text('The audience Google ID tokens must carry'),
  PHONEPE_VERIFY_URL: url(['http', 'https'], 'PhonePe’s grant-token verification; without it PhonePe sign-in is off'),
  CAPTCHA_PROVIDER: oneOf(['local', 'hcaptcha'], 'The check before another OTP after repeated failures'),
  CAPTCHA_ALLOW_LOCAL: oneOf(['true', 'false'], 'Allows the local captcha in production'),
  HCAPTCHA_SITE_KEY: text('hCaptcha site key'),
  HCAPTCHA_SECRET: text('hCaptcha secret'),
  PRICING_GST_SLABS: Type.Optional(
    Type.String({
      pattern: '^(\\d+|Infinity):\\d+(\\.\\d+)?(,(\\d+|Infinity):\\d+(\\.\\d+)?)*$',
      description: 'GST by nightly tariff, e.g. 7500:0.05,Infinity:0.18',
      expected: 'upTo:rate pairs, e.g. 7500:0.05,Infinity:0.18',
    }),
  ),
  PRICING_PLATFORM_FEE: decimal('Platform fee per booking in rupees (0)'),
  PENDING_HOLD_MINUTES: whole('Minutes an unpaid booking holds its rooms (15)'),
  PURGE_INTERVAL_MINUTES: whole('Minutes between purges of expired rows (15; 0 turns it off)'),
  TRUST_PROXY: text('Proxies whose X-Forwarded-For is believed (loopback)'),
  RATE_LIMITS: oneOf(['on', 'off'], 'Abuse limits (on)'),
  LOG_LEVEL: oneOf(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    'Lowest level of log line written (info)',
  ),
  LOG_FORMAT: oneOf(['json', 'pretty'], 'Log lines as JSON (production) or readable text (otherwise)'),
  INSTANCE_ID: text('This instance’s name on every log line (host:pid)'),
  DRAIN_DELAY_MS: whole(
    'After SIGTERM, how long readiness says 503 before the server stops accepting (2000 in production, else 0)',
  ),
  DRAIN_TIMEOUT_MS: whole('After that, how long requests in flight may take before the process exits (10000)'),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: whole(
    'Mean event-loop delay past which new requests get 503 (1000; 0 turns it off)',
  ),
  OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: decimal('Event-loop utilisation past which new requests get 503 (0, off)'),
  OVERLOAD_RETRY_AFTER_S: whole('Retry-After of an overload 503, in seconds (5)'),
  OVERLOAD_SUSTAIN_MS: whole('How long the overload must last before requests are refused (2000)'),
  REDIS_URL: url(['redis', 'rediss'], 'Shared abuse-limit counters (else kept in this process)'),
  RATE_LIMIT_ADDRESS_SCALE: decimal('Multiplies the per-address limits (1)'),
  NOTIFY_SMS_PROVIDER: oneOf(['msg91'], 'SMS provider (else the outbox)'),
  MSG91_AUTH_KEY: text('MSG91 auth key'),
  MSG91_TEMPLATES: text('MSG91 flow template per message kind'),
  MSG91_BASE_URL: url(['http', 'https'], 'MSG91 API origin (https://control.msg91.com), e.g. a local fake'),
  NOTIFY_MAX_ATTEMPTS: whole('Attempts before a message is dead (8)'),
  NOTIFY_BACKOFF_S: Type.Optional(
    Type.String({
      pattern: '^\\d+(\\.\\d+)?( *, *\\d+(\\.\\d+)?)*$',
      description: 'Waits between attempts, the last repeats (10,30,120,600,3600)',
      expected: 'seconds, comma separated',
    }),
  ),
  NOTIFY_POLL_MS: whole('How often each instance looks for due messages (1000)'),
  NOTIFY_LEASE_MS: whole('How long a claimed message is held before another instance may take it (60000)'),
  NOTIFY_BATCH: whole('Messages claimed at a time (10)'),
  NOTIFY_SWEEP_MS: whole('How often bookings without messages are looked for (60000; 0 turns it off)'),
  NOTIFY_STOP_WAIT_MS: whole('How long closing waits for sends in flight (10000)'),
  NOTIFY_EMAIL_PROVIDER: oneOf(['ses'], 'Email provider (else the outbox)'),
  NOTIFY_EMAIL_FROM: text('The verified sender of emails'),
  SES_REGION: text('Amazon SES region (else AWS_REGION)'),
  AWS_REGION: text('AWS region'),
  AWS_ACCESS_KEY_ID: text('AWS key id (else the SDK’s default chain, e.g. an IAM role)'),
  AWS_SECRET_ACCESS_KEY: text('AWS secret key'),
  AWS_SESSION_TOKEN: text('AWS session token'),
  WHATSAPP_PROVIDER: oneOf(['gupshup'], 'WhatsApp provider (else the outbox)'),
  GUPSHUP_API_KEY: text('Gupshup API key'),
  GUPSHUP_SOURCE: text('Gupshup source number'),
  GUPSHUP_APP_NAME: text('Gupshup app name'),
  GUPSHUP_TEMPLATES: text('Gupshup template per message kind'),
});

export type ApiEnvironment = Static<typeof API_ENVIRONMENT>;

const PROPERTIES = API_ENVIRONMENT.properties as Record<string, TSchema & { expected?: string }>;

/** The API's variables of `env`, trimmed (a blank one is unset), or each invalid one named with what it expects. */
export function checkApiEnvironment(env: Readonly<Record<string, string | undefined>>): {
  readonly environment: ApiEnvironment;
  readonly problems: readonly string[];
} {
  const known = Object.fromEntries(
    Object.keys(PROPERTIES)
      .map((name) => [name, env[name]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const invalid = new Set([...Value.Errors(API_ENVIRONMENT, known)].map((error) => error.instancePath.slice(1)));
  const problems = [...invalid].map(
    (name) => `${name} must be ${PROPERTIES[name]?.expected ?? 'valid'} (it is "${known[name] ?? ''}")`,
  );
  return { environment: known as ApiEnvironment, problems };
}
