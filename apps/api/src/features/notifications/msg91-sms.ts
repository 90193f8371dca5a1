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

export interface Msg91Settings {
  readonly authKey: string;
  /** A DLT-approved flow template per message kind (MSG91_TEMPLATES=booking_confirmed:id,...). */
  readonly templates: Readonly<Record<NotificationKind, string>>;
  /**
   * Where the Flow API is (MSG91_BASE_URL, default MSG91_BASE_URL_DEFAULT): a load test points it at a local
   * fake provider. The path /api/v5/flow is added to it.
   */
  readonly baseUrl?: string;
}

export const MSG91_BASE_URL_DEFAULT = 'https://control.msg91.com';
export const MSG91_FLOW_URL = `${MSG91_BASE_URL_DEFAULT}/api/v5/flow`;

/**
 * SMS through MSG91's Flow API (NOTIFY_SMS_PROVIDER=msg91). Indian SMS must use a template registered
 * on DLT, so the body we build is not sent as such: the template of the message's kind is, with the
 * message's named values (vars: name, hotel, order_id, checkin, checkout, amount, link) as its
 * variables. Shape: POST {template_id, short_url: "0", recipients: [{mobiles: "91XXXXXXXXXX", ...vars}]}
 * with an `authkey` header; MSG91 answers {type: "success", message: <request id>} or {type: "error", message}.
 */
export function msg91Sms(settings: Msg91Settings, fetchFn: FetchLike): Notifier {
  return {
    provider: 'msg91',
    async send(message: OutgoingMessage, options?: SendOptions): Promise<Delivery> {
      const url = settings.baseUrl ? `${settings.baseUrl.replace(/\/+$/, '')}/api/v5/flow` : MSG91_FLOW_URL;
      const response = await fetchFn(url, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: settings.templates[message.kind],
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.vars }],
        }),
        signal: AbortSignal.timeout(options?.timeoutMs ?? PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure('MSG91', response);
      const answer = (await response.json()) as { type?: string; message?: string };
      if (answer.type !== 'success')
        throw new Error(`MSG91 refused the message: ${answer.message ?? 'no reason given'}`);
      return { provider: 'msg91', providerMessageId: answer.message ?? null };
    },
  };
}
