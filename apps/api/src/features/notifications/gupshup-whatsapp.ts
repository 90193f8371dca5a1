import {
  failure,
  PROVIDER_TIMEOUT_MS,
  type Delivery,
  type FetchLike,
  type NotificationKind,
  type Notifier,
  type OutgoingMessage,
  type SendOptions,
} from './notifier';

export interface GupshupSettings {
  readonly apiKey: string;
  /** The business's WhatsApp number, digits with country code (GUPSHUP_SOURCE). */
  readonly source: string;
  /** The Gupshup app name (GUPSHUP_APP_NAME). */
  readonly appName: string;
  /** An approved WhatsApp template id per message kind (GUPSHUP_TEMPLATES=booking_confirmed:id,...). */
  readonly templates: Readonly<Partial<Record<NotificationKind, string>>>;
}

export const GUPSHUP_TEMPLATE_URL = 'https://api.gupshup.io/wa/api/v1/template/msg';
/** The order of the template's {{1}}..{{n}} parameters, the same for every kind's template. */
export const GUPSHUP_PARAMS = ['name', 'hotel', 'order_id', 'checkin', 'checkout', 'amount', 'link'] as const;

/**
 * WhatsApp through Gupshup's template message API (WHATSAPP_PROVIDER=gupshup), sent only to guests
 * who opted in. A business-initiated WhatsApp message must be an approved template: form-encoded
 * channel, source, destination, src.name and template={"id", "params"} with an `apikey` header;
 * Gupshup answers 202 {status: "submitted", messageId}.
 */
export function gupshupWhatsapp(settings: GupshupSettings, fetchFn: FetchLike): Notifier {
  return {
    provider: 'gupshup',
    async send(message: OutgoingMessage, options?: SendOptions): Promise<Delivery> {
      const templateId = settings.templates[message.kind];
      if (!templateId) throw new Error(`Gupshup has no template for ${message.kind}`);
      const form = new URLSearchParams({
        channel: 'whatsapp',
        source: settings.source,
        destination: message.to.replace(/^\+/, ''),
        'src.name': settings.appName,
        template: JSON.stringify({
          id: templateId,
          params: GUPSHUP_PARAMS.map((name) => message.vars[name] ?? ''),
        }),
      });
      const response = await fetchFn(GUPSHUP_TEMPLATE_URL, {
        method: 'POST',
        headers: { apikey: settings.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(options?.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure('Gupshup', response);
      const answer = (await response.json()) as { status?: string; messageId?: string; message?: string };
      if (answer.status !== 'submitted')
        throw new Error(`Gupshup refused the message: ${answer.message ?? answer.status ?? 'no reason given'}`);
      return { provider: 'gupshup', providerMessageId: answer.messageId ?? null };
    },
  };
}
