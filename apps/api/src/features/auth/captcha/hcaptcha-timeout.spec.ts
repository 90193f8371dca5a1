import { ApiError } from '../../../http/api-error';
import { HCAPTCHA_VERIFY_TIMEOUT_MS, verifyHcaptcha } from './hcaptcha';

describe('hCaptcha siteverify timeout', () => {
  it('waits 5 s by default', () => {
    expect(HCAPTCHA_VERIFY_TIMEOUT_MS).toBe(5000);
  });

  it('given hCaptcha never answers, then the check fails within the timeout with a 502 in the error shape', async () => {
    let signal: AbortSignal | null | undefined;
    const neverAnswers = (_url: string, init: RequestInit) => {
      signal = init.signal;
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    };
    const started = Date.now();
    const error = await verifyHcaptcha(
      neverAnswers,
      { siteKey: 'site', secret: 'secret' },
      'token',
      '203.0.113.9',
      100,
    ).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(2000);
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 502 });
  });
});
