import { Readable } from 'node:stream';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  PROVIDER_TIMEOUT_MS,
  type Delivery,
  type FetchLike,
  type Notifier,
  type OutgoingMessage,
  type SendOptions,
} from './notifier';

export interface SesSettings {
  readonly region: string;
  /** A verified SES identity: `Nivaas <bookings@example.in>` (NOTIFY_EMAIL_FROM). */
  readonly from: string;
  /** Keys from the environment; without them the SDK's default chain (shared files, an IAM role) is used. */
  readonly credentials?: {
    readonly accessKeyId: string;
    readonly secretAccessKey: string;
    readonly sessionToken?: string;
  };
}

/** The request the SDK has signed, as its handler receives it. */
interface SignedRequest {
  readonly method: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly port?: number;
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}

/**
 * The SDK's requests sent with the notifier's `fetch` (the one every provider uses, and the one specs fake): the
 * SDK builds, signs (Signature Version 4) and parses; this only carries the bytes.
 */
function fetchHandler(fetchFn: FetchLike) {
  return {
    async handle(request: SignedRequest, options?: { abortSignal?: AbortSignal }) {
      const url = `${request.protocol}//${request.hostname}${request.port ? `:${request.port}` : ''}${request.path}`;
      // fetch sets Host itself from the URL (the same value that was signed).
      const { host: _host, ...headers } = request.headers;
      const response = await fetchFn(url, {
        method: request.method,
        headers,
        body: request.body as BodyInit | undefined,
        ...(options?.abortSignal ? { signal: options.abortSignal } : {}),
      });
      const body = Buffer.from(await response.arrayBuffer());
      return {
        response: {
          statusCode: response.status,
          reason: response.statusText,
          headers: Object.fromEntries(response.headers.entries()),
          body: Readable.from([body]),
        },
      };
    },
  };
}

/**
 * Email through Amazon SES v2 (NOTIFY_EMAIL_PROVIDER=ses) with the AWS SDK's client: SendEmail with simple,
 * plain-text content, so nothing a guest typed can become markup. The SDK signs, retries what AWS says may be
 * retried, and takes IAM role credentials when no keys are configured.
 */
export function sesEmail(settings: SesSettings, fetchFn: FetchLike): Notifier {
  const client = new SESv2Client({
    region: settings.region,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestHandler: fetchHandler(fetchFn),
  });
  return {
    provider: 'ses',
    async send(message: OutgoingMessage, options?: SendOptions): Promise<Delivery> {
      const command = new SendEmailCommand({
        FromEmailAddress: settings.from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.body, Charset: 'UTF-8' } },
          },
        },
      });
      try {
        const answer = await client.send(command, {
          abortSignal: AbortSignal.timeout(options?.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        });
        return { provider: 'ses', providerMessageId: answer.MessageId ?? null };
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 'nothing';
        throw new Error(`SES answered ${status}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
