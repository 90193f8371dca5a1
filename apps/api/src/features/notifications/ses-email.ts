import {
  failure,
  PROVIDER_TIMEOUT_MS,
  type Delivery,
  type FetchLike,
  type Notifier,
  type OutgoingMessage,
} from './notifier';
import { signV4 } from './sigv4';

export interface SesSettings {
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
  /** A verified SES identity: `Nivaas <bookings@example.in>` (NOTIFY_EMAIL_FROM). */
  readonly from: string;
}

export const sesEndpoint = (region: string) => `https://email.${region}.amazonaws.com/v2/email/outbound-emails`;

/**
 * Email through Amazon SES's v2 HTTPS API (NOTIFY_EMAIL_PROVIDER=ses): SendEmail with simple content,
 * signed with Signature Version 4 (service "ses"). Shape: POST {FromEmailAddress, Destination:
 * {ToAddresses}, Content: {Simple: {Subject: {Data, Charset}, Body: {Text: {Data, Charset}}}}};
 * SES answers 200 {MessageId}. Plain text only: the body carries no HTML, so nothing a guest typed
 * can become markup.
 */
export function sesEmail(settings: SesSettings, fetchFn: FetchLike, now: () => Date = () => new Date()): Notifier {
  return {
    provider: 'ses',
    async send(message: OutgoingMessage): Promise<Delivery> {
      const url = sesEndpoint(settings.region);
      const body = JSON.stringify({
        FromEmailAddress: settings.from,
        Destination: { ToAddresses: [message.to] },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: { Text: { Data: message.body, Charset: 'UTF-8' } },
          },
        },
      });
      const headers = signV4({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        body,
        region: settings.region,
        service: 'ses',
        accessKeyId: settings.accessKeyId,
        secretAccessKey: settings.secretAccessKey,
        sessionToken: settings.sessionToken,
        now: now(),
      });
      // fetch sets Host itself from the URL (the same value that was signed).
      const sent = { ...headers };
      delete sent['host'];
      const response = await fetchFn(url, {
        method: 'POST',
        headers: sent,
        body,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure('SES', response);
      const answer = (await response.json()) as { MessageId?: string };
      return { provider: 'ses', providerMessageId: answer.MessageId ?? null };
    },
  };
}
