import { capturedLogger } from './testing/log-lines';
import { maskPersonalText, readLoggerSettings, REDACTION } from './logger';

describe('the servers’ logger', () => {
  it('given secrets and personal data anywhere a log call puts them, then none of them is written', () => {
    const { logger, text, lines } = capturedLogger();
    logger.info(
      {
        req: { headers: { authorization: 'Bearer tok-123', cookie: 'sid=s3cr3t', 'x-verify': 'sig##1' } },
        body: { otp: '482913', password: 'hunter22', phone: '9876543210', email: 'asha@example.in' },
        booking: { guest: { first_name: 'Asha', phone_number: '9123456780' }, razorpay_signature: 'rzp-sig' },
        token: 'reset-token-9',
      },
      'a line',
    );
    logger.warn('SMS to +91 98765 43210 failed; mail to asha@example.in bounced; 9123456780 retried');
    logger.error({ err: new Error('provider refused 9876543210') }, 'send failed');
    const written = text();
    for (const secret of ['tok-123', 's3cr3t', 'sig##1', '482913', 'hunter22', '9876543210', 'asha@example.in']) {
      expect(written).not.toContain(secret);
    }
    for (const secret of ['Asha', '9123456780', 'rzp-sig', 'reset-token-9', '98765 43210']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain(REDACTION);
    // What is not personal stays readable: the error's kind and its stack's frames.
    expect(lines[2]).toMatchObject({ level: 50, msg: 'send failed', err: { type: 'Error' } });
    expect(String((lines[2]?.['err'] as { stack: string }).stack)).toContain('logger.spec.ts');
  });

  it('given any line, then it names the service and the instance, with an ISO time', () => {
    const { logger, lines } = capturedLogger({ service: 'shell', instance: 'web-7' });
    logger.info('hello');
    expect(lines[0]).toMatchObject({ service: 'shell', instance: 'web-7', msg: 'hello' });
    expect(String(lines[0]?.['time'])).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('given numbers that are not phone numbers (ids, amounts, times), then they are kept', () => {
    expect(maskPersonalText('booking NIV1042 for 4599.00 at 1732712345678 hotel 1042')).toBe(
      'booking NIV1042 for 4599.00 at 1732712345678 hotel 1042',
    );
    expect(maskPersonalText('call 07654321098 or +91-9876543210')).toBe(`call ${REDACTION} or ${REDACTION}`);
  });

  it('given the settings, then production writes JSON at info and a bad level or format is named', () => {
    expect(readLoggerSettings({}, 'api', true).settings).toMatchObject({ format: 'json', level: 'info' });
    expect(readLoggerSettings({}, 'api', false).settings.format).toBe('pretty');
    expect(readLoggerSettings({ INSTANCE_ID: 'api-3' }, 'api', true).settings.instance).toBe('api-3');
    expect(readLoggerSettings({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' }, 'api', true).invalid).toEqual([
      expect.stringContaining('LOG_LEVEL'),
      expect.stringContaining('LOG_FORMAT'),
    ]);
  });
});
