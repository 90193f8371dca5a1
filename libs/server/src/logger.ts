import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Which server writes the line: every line carries it, with the instance, so one search finds one process. */
export type ServiceName = 'api' | 'shell';

export interface LoggerSettings {
  readonly service: ServiceName;
  /** JSON lines (production, or LOG_FORMAT=json) or readable lines (development). */
  readonly format: 'json' | 'pretty';
  /** pino's level name: fatal, error, warn, info, debug, trace, silent. */
  readonly level: string;
  /** This process among many: INSTANCE_ID, else host:pid. */
  readonly instance: string;
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * LOG_LEVEL (default info), LOG_FORMAT (json or pretty; json in production), INSTANCE_ID (default host:pid).
 * A setting that is not one of these is named in `invalid` (the servers refuse to start with it).
 */
export function readLoggerSettings(
  env: Readonly<Record<string, string | undefined>>,
  service: ServiceName,
  production: boolean,
): { settings: LoggerSettings; invalid: string[] } {
  const invalid: string[] = [];
  const level = (env['LOG_LEVEL'] ?? 'info').trim().toLowerCase();
  if (!LEVELS.has(level)) invalid.push(`LOG_LEVEL must be one of ${[...LEVELS].join(', ')}`);
  const format = (env['LOG_FORMAT'] ?? (production ? 'json' : 'pretty')).trim().toLowerCase();
  if (format !== 'json' && format !== 'pretty') invalid.push('LOG_FORMAT must be json or pretty');
  const instance = env['INSTANCE_ID']?.trim() || `${hostname()}:${process.pid}`;
  return {
    settings: {
      service,
      format: format === 'pretty' ? 'pretty' : 'json',
      level: LEVELS.has(level) ? level : 'info',
      instance,
    },
    invalid,
  };
}

/**
 * Field names whose values never reach a log line, wherever they sit in a logged object (two levels deep and in
 * request headers): credentials, one-time codes, payment signatures and a guest's personal data.
 */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'x-verify',
  'x-razorpay-signature',
  'password',
  'otp',
  'verification_code',
  'token',
  'captcha_token',
  'access_token',
  'refresh_token',
  'id_token',
  'credential',
  'secret',
  'key_secret',
  'signature',
  'razorpay_signature',
  'phone',
  'phone_number',
  'contact_number',
  'mobile',
  'email',
  'guest',
  'guest_name',
  'first_name',
  'last_name',
  'gstin',
  'company_address',
] as const;

export const REDACTION = '[redacted]';

function pathsFor(key: string): string[] {
  const at = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`;
  return [at.startsWith('.') ? key : at, `*${at}`, `*.*${at}`, `req.headers${at}`, `res.headers${at}`];
}

/** The pino `redact` paths for REDACTED_KEYS. */
export const REDACT_PATHS: readonly string[] = REDACTED_KEYS.flatMap(pathsFor);

/** An Indian mobile number (+91 or 0 first, or none) or an e-mail address written into a message. */
const PERSONAL_TEXT = /(?<!\d)(?:\+?91[\s-]?|0)?[6-9]\d{4}[\s-]?\d{5}(?!\d)|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A message with the phone numbers and e-mail addresses in it replaced: text is not covered by `redact` paths. */
export function maskPersonalText(text: string): string {
  return text.replace(PERSONAL_TEXT, REDACTION);
}

/** pino's options for a server: redaction, the service and instance on every line, errors with their stacks. */
export function loggerOptions(settings: LoggerSettings): LoggerOptions {
  return {
    level: settings.level,
    base: { service: settings.service, instance: settings.instance },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: [...REDACT_PATHS], censor: REDACTION },
    serializers: {
      err: (error: unknown) => {
        const serialized = pino.stdSerializers.err(error as Error);
        return {
          ...serialized,
          message: maskPersonalText(serialized.message ?? ''),
          stack: maskPersonalText(serialized.stack ?? ''),
        };
      },
    },
    hooks: {
      // A message string is masked too: a phone number written into a warning is personal data all the same.
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? maskPersonalText(arg) : arg)) as typeof args;
        return method.apply(this, masked);
      },
    },
  };
}

/**
 * The server's logger: JSON lines on stdout (what a log shipper reads), or readable lines in development.
 * `destination` is for tests (a stream that keeps the lines).
 */
export function createLogger(settings: LoggerSettings, destination?: DestinationStream): Logger {
  const options = loggerOptions(settings);
  if (destination) return pino(options, destination);
  if (settings.format === 'json') return pino(options, pino.destination({ sync: false }));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only where lines are read by a person.
  const pretty = require('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
  return pino(
    options,
    pretty({
      sync: true,
      singleLine: true,
      colorize: process.stdout.isTTY,
      translateTime: 'HH:MM:ss.l',
      ignore: 'pid,hostname,instance,service',
    }),
  );
}
