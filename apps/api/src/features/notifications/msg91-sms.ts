import {
  failure,
  PROVIDER_TIMEOUT_MS,
  type Delivery,
  type FetchLike,
  type NotificationKind,
  type Notifier,
  type OutgoingMessage,
} from './notifier';

export interface Msg91Settings {
  readonly authKey: string;
  /** A DLT-approved flow template per message kind (MSG91_TEMPLATES=booking_confirmed:id,...). */
  readonly templates: Readonly<Record<NotificationKind, string>>;
}

export const MSG91_FLOW_URL = 'https://control.msg91.com/api/v5/flow';

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
    async send(message: OutgoingMessage): Promise<Delivery> {
      const response = await fetchFn(MSG91_FLOW_URL, {
        method: 'POST',
        headers: { authkey: settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: settings.templates[message.kind],
          short_url: '0',
          recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...message.vars }],
        }),
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw await failure('MSG91', response);
      const answer = (await response.json()) as { type?: string; message?: string };
      if (answer.type !== 'success')
        throw new Error(`MSG91 refused the message: ${answer.message ?? 'no reason given'}`);
      return { provider: 'msg91', providerMessageId: answer.message ?? null };
    },
  };
}
