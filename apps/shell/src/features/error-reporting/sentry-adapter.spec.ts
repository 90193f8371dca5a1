import { createTransport, type BrowserOptions } from '@sentry/browser';
import { createSentryAdapter } from './sentry-adapter';

const DSN = 'https://abc123@errors.example/42';
const at = '2025-01-01T00:00:10.000Z';

/** A transport that keeps each envelope (header line, item header, item) and the URL it would be posted to. */
function capture() {
  const sent: { url: string; items: Record<string, unknown>[] }[] = [];
  const transport: BrowserOptions['transport'] = (options) =>
    createTransport(options, async (request) => {
      const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
      sent.push({
        url: options.url,
        items: body
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line)),
      });
      return { statusCode: 200 };
    });
  const flushed = async () => {
    for (let i = 0; i < 20 && sent.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    return sent;
  };
  return { transport, flushed };
}

describe('the Sentry adapter (the SDK, loaded only with a DSN)', () => {
  it('given an error report, then one event goes to the DSN’s envelope endpoint with stack frames and the release', async () => {
    const { transport, flushed } = capture();
    createSentryAdapter(DSN, { release: 'shell@2026.11.27', transport }).send({
      kind: 'error',
      name: 'TypeError',
      message: 'x is undefined',
      stack: 'TypeError: x is undefined\n    at pay (https://site.example/main.js:10:5)',
      url: 'https://site.example/itinerary/',
      at,
    });
    const [envelope] = await flushed();
    expect(envelope?.url).toMatch(/^https:\/\/errors\.example\/api\/42\/envelope\/\?.*sentry_key=abc123/);
    const [header, item, event] = envelope?.items ?? [];
    expect(header).toMatchObject({ trace: { public_key: 'abc123', release: 'shell@2026.11.27' } });
    expect(item).toMatchObject({ type: 'event' });
    expect(event).toMatchObject({
      release: 'shell@2026.11.27',
      tags: { platform: 'msite' },
      exception: { values: [{ type: 'TypeError', value: 'x is undefined' }] },
    });
    const frames = (event as { exception: { values: { stacktrace: { frames: { function: string }[] } }[] } }).exception
      .values[0]?.stacktrace.frames;
    expect(frames?.map((frame) => frame.function)).toContain('pay');
  });

  it('given a page-load trace, then one transaction goes with its timings in milliseconds', async () => {
    const { transport, flushed } = capture();
    createSentryAdapter(DSN, { transport }).send({
      kind: 'trace',
      name: 'home',
      op: 'pageload',
      url: 'https://site.example/',
      at,
      durationMs: 2000,
      measurements: { fcp: 900 },
    });
    const [envelope] = await flushed();
    const [, item, transaction] = envelope?.items ?? [];
    expect(item).toMatchObject({ type: 'transaction' });
    expect(transaction).toMatchObject({
      type: 'transaction',
      transaction: 'home',
      start_timestamp: 1735689608,
      timestamp: 1735689610,
      contexts: { trace: { op: 'pageload' } },
      measurements: { fcp: { value: 900, unit: 'millisecond' } },
    });
  });
});
