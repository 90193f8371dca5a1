import { gupshupWhatsapp, GUPSHUP_TEMPLATE_URL } from './gupshup-whatsapp';
import { msg91Sms, MSG91_FLOW_URL } from './msg91-sms';
import { buildOtpMessage } from './otp-message';
import type { FetchLike, OutgoingMessage } from './notifier';
import { readNotifierSettings } from './notifier-config';
import { sesEmail } from './ses-email';

/** The real providers' requests, against a fake fetch: nothing here reaches a network. */
function fakeFetch(answer: { status?: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchFn, calls };
}

const templates = {
  booking_confirmed: 'tpl-confirmed',
  balance_paid: 'tpl-balance',
  booking_cancelled: 'tpl-cancel',
  password_reset: 'tpl-reset',
  otp: 'tpl-otp',
};
const message: OutgoingMessage = {
  channel: 'sms',
  to: '+919876543210',
  mobile: '9876543210',
  kind: 'booking_confirmed',
  orderId: 'NV1',
  subject: 'Booking confirmed: Nivaas Koramangala, 21 Dec 2026 to 23 Dec 2026',
  body: 'Nivaas: Booking NV1 ...',
  links: { confirmation: '/confirmation/NV1/?t=abc' },
  vars: {
    name: 'Asha',
    hotel: 'Nivaas Koramangala',
    order_id: 'NV1',
    checkin: '21 Dec 2026',
    checkout: '23 Dec 2026',
    amount: '₹4,500',
    link: 'https://nivaas.example/confirmation/NV1/?t=abc',
  },
};

describe('MSG91 SMS (flow API)', () => {
  it('given a message, then it posts the kind template with the number without + and the named values', async () => {
    const { fetchFn, calls } = fakeFetch({ body: { type: 'success', message: 'req-123' } });
    const delivery = await msg91Sms({ authKey: 'key-1', templates }, fetchFn).send(message);
    expect(delivery).toEqual({ provider: 'msg91', providerMessageId: 'req-123' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(MSG91_FLOW_URL);
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({ authkey: 'key-1', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      template_id: 'tpl-confirmed',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', ...message.vars }],
    });
  });

  it('given a login code, then it posts the otp template with the code and its minutes, and the code is a secret', async () => {
    const { fetchFn, calls } = fakeFetch({ body: { type: 'success', message: 'req-otp' } });
    const otp = buildOtpMessage({ phone: '9876543210', code: '042042', validMinutes: 10 }, { brand: 'Nivaas' });
    expect(otp).toMatchObject({ channel: 'sms', kind: 'otp', to: '+919876543210', mobile: '9876543210' });
    expect(otp.body).toBe('Nivaas: 042042 is your login code. It works for 10 minutes. Never share it.');
    expect(otp.secrets).toEqual(['042042']);
    await msg91Sms({ authKey: 'key-1', templates }, fetchFn).send(otp);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      template_id: 'tpl-otp',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', code: '042042', minutes: '10' }],
    });
  });

  it('given MSG91 refuses or fails, then send throws with its reason', async () => {
    await expect(
      msg91Sms(
        { authKey: 'k', templates },
        fakeFetch({ body: { type: 'error', message: 'Invalid template' } }).fetchFn,
      ).send(message),
    ).rejects.toThrow('MSG91 refused the message: Invalid template');
    await expect(
      msg91Sms({ authKey: 'k', templates }, fakeFetch({ status: 401, body: 'Unauthorized' }).fetchFn).send(message),
    ).rejects.toThrow('MSG91 answered 401: Unauthorized');
  });
});

describe('Amazon SES email (v2 API, the AWS SDK)', () => {
  const settings = {
    region: 'ap-south-1',
    from: 'Nivaas <bookings@nivaas.example>',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  };

  it('given a message, then it posts SendEmail with plain text, signed for ses in its region', async () => {
    const { fetchFn, calls } = fakeFetch({ body: { MessageId: 'ses-1' } });
    const email = {
      ...message,
      channel: 'email' as const,
      to: 'asha@example.in',
      mobile: null,
      body: 'Hello Asha,\n...',
    };
    const delivery = await sesEmail(settings, fetchFn).send(email);
    expect(delivery).toEqual({ provider: 'ses', providerMessageId: 'ses-1' });
    expect(calls[0]!.url).toBe('https://email.ap-south-1.amazonaws.com/v2/email/outbound-emails');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      FromEmailAddress: settings.from,
      Destination: { ToAddresses: ['asha@example.in'] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: 'Hello Asha,\n...', Charset: 'UTF-8' } },
        },
      },
    });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/ses\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['host']).toBeUndefined();
  });

  it('given SES refuses, then send throws with its status', async () => {
    const { fetchFn } = fakeFetch({ status: 400, body: { message: 'Email address is not verified' } });
    await expect(sesEmail(settings, fetchFn).send({ ...message, to: 'a@b.in' })).rejects.toThrow(
      /SES answered 400: .*not verified/,
    );
  });
});

describe('Gupshup WhatsApp (template API)', () => {
  it('given a message, then it posts the kind template with its parameters in order, form-encoded', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 202, body: { status: 'submitted', messageId: 'wa-1' } });
    const settings = { apiKey: 'gs-key', source: '918000000000', appName: 'NivaasApp', templates };
    const delivery = await gupshupWhatsapp(settings, fetchFn).send({ ...message, channel: 'whatsapp' });
    expect(delivery).toEqual({ provider: 'gupshup', providerMessageId: 'wa-1' });
    expect(calls[0]!.url).toBe(GUPSHUP_TEMPLATE_URL);
    expect(calls[0]!.init.headers).toMatchObject({
      apikey: 'gs-key',
      'content-type': 'application/x-www-form-urlencoded',
    });
    const form = new URLSearchParams(String(calls[0]!.init.body));
    expect(form.get('channel')).toBe('whatsapp');
    expect(form.get('source')).toBe('918000000000');
    expect(form.get('destination')).toBe('919876543210');
    expect(form.get('src.name')).toBe('NivaasApp');
    expect(JSON.parse(form.get('template') ?? '')).toEqual({
      id: 'tpl-confirmed',
      params: ['Asha', 'Nivaas Koramangala', 'NV1', '21 Dec 2026', '23 Dec 2026', '₹4,500', message.vars['link']],
    });
  });
});

describe('provider configuration', () => {
  it('given no provider, then every channel is the local outbox and nothing is missing', () => {
    expect(readNotifierSettings({})).toEqual({ settings: { sms: null, email: null, whatsapp: null }, missing: [] });
  });

  it('given SES without keys, then nothing is missing: the SDK takes its credentials from its chain (an IAM role)', () => {
    const env = {
      NOTIFY_EMAIL_PROVIDER: 'ses',
      SES_REGION: 'ap-south-1',
      NOTIFY_EMAIL_FROM: 'bookings@nivaas.example',
    };
    expect(readNotifierSettings(env)).toEqual({
      settings: {
        sms: null,
        whatsapp: null,
        email: { provider: 'ses', region: 'ap-south-1', from: env.NOTIFY_EMAIL_FROM },
      },
      missing: [],
    });
  });

  it('given providers without their secrets, then every missing variable is named', () => {
    const { missing } = readNotifierSettings({
      NOTIFY_SMS_PROVIDER: 'msg91',
      MSG91_TEMPLATES: 'booking_confirmed:1',
      NOTIFY_EMAIL_PROVIDER: 'ses',
      WHATSAPP_PROVIDER: 'twilio',
    });
    expect(missing).toEqual([
      'MSG91_AUTH_KEY',
      'MSG91_TEMPLATES (booking_confirmed:<id>,balance_paid:<id>,booking_cancelled:<id>,password_reset:<id>,otp:<id>)',
      'SES_REGION (or AWS_REGION)',
      'NOTIFY_EMAIL_FROM',
      'WHATSAPP_PROVIDER=twilio is not supported (use gupshup or leave it unset for the local outbox)',
    ]);
  });

  it('given complete settings, then each channel gets its provider', () => {
    const { settings, missing } = readNotifierSettings({
      NOTIFY_SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATES: 'booking_confirmed:1, balance_paid:2, booking_cancelled:3, password_reset:4, otp:8',
      WHATSAPP_PROVIDER: 'gupshup',
      GUPSHUP_API_KEY: 'g',
      GUPSHUP_SOURCE: '918000000000',
      GUPSHUP_APP_NAME: 'NivaasApp',
      GUPSHUP_TEMPLATES: 'booking_confirmed:5,balance_paid:6,booking_cancelled:7',
    });
    expect(missing).toEqual([]);
    expect(settings.sms).toEqual({
      provider: 'msg91',
      authKey: 'k',
      templates: { booking_confirmed: '1', balance_paid: '2', booking_cancelled: '3', password_reset: '4', otp: '8' },
    });
    // WhatsApp never sends a password reset, so it needs no template for one.
    expect(settings.whatsapp?.templates).toEqual({ booking_confirmed: '5', balance_paid: '6', booking_cancelled: '7' });
  });

  it('given MSG91_BASE_URL, then MSG91 is called there (a local fake for a load test); a malformed one is refused', async () => {
    const base = {
      NOTIFY_SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_TEMPLATES: 'booking_confirmed:1,balance_paid:2,booking_cancelled:3,password_reset:4,otp:5',
    };
    const { settings, missing } = readNotifierSettings({ ...base, MSG91_BASE_URL: 'http://127.0.0.1:4010' });
    expect(missing).toEqual([]);
    expect(settings.sms?.baseUrl).toBe('http://127.0.0.1:4010');
    const { fetchFn, calls } = fakeFetch({ body: { type: 'success', message: 'req-1' } });
    await msg91Sms(settings.sms!, fetchFn).send(message);
    expect(calls[0]!.url).toBe('http://127.0.0.1:4010/api/v5/flow');
    for (const bad of ['127.0.0.1:4010', 'ftp://fake.local', 'http://fake.local/?a=1'])
      expect(readNotifierSettings({ ...base, MSG91_BASE_URL: bad }).missing).toEqual([
        `MSG91_BASE_URL=${bad} (an http(s) origin with no query, e.g. http://127.0.0.1:4010)`,
      ]);
  });
});
