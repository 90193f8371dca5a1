import { createEnvelopeAdapter, parseDsn, toEnvelope } from './envelope-adapter';

const DSN = 'https://abc123@errors.example/42';
const at = '2025-01-01T00:00:10.000Z';

describe('the Sentry-compatible envelope adapter', () => {
  it('given a DSN, then reports go to its envelope endpoint with the public key', () => {
    expect(parseDsn(DSN).endpoint).toBe(
      'https://errors.example/api/42/envelope/?sentry_key=abc123&sentry_version=7&sentry_client=nivaas-msite%2F1.0',
    );
    expect(parseDsn('https://k@host.example/path/7').endpoint).toMatch(
      /^https:\/\/host\.example\/path\/api\/7\/envelope\//,
    );
    expect(() => parseDsn('https://host.example/42')).toThrow('Not a DSN');
  });

  it('given an error report, then the envelope holds one event with the exception', () => {
    const lines = toEnvelope(
      { kind: 'error', name: 'TypeError', message: 'm', stack: 's', url: 'https://site/', at },
      DSN,
      () => 0.5,
    )
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ dsn: DSN, sent_at: at });
    expect(JSON.parse(lines[1] ?? '')).toEqual({ type: 'event' });
    expect(JSON.parse(lines[2] ?? '')).toMatchObject({
      level: 'error',
      timestamp: 1735689610,
      exception: { values: [{ type: 'TypeError', value: 'm' }] },
      request: { url: 'https://site/' },
      tags: { platform: 'msite' },
    });
  });

  it('given a trace, then the envelope holds a transaction with its timings', () => {
    const lines = toEnvelope(
      {
        kind: 'trace',
        name: 'home',
        op: 'pageload',
        url: 'https://site/',
        at,
        durationMs: 2000,
        measurements: { fcp: 900 },
      },
      DSN,
    )
      .trim()
      .split('\n');
    expect(JSON.parse(lines[1] ?? '')).toEqual({ type: 'transaction' });
    const item = JSON.parse(lines[2] ?? '');
    expect(item).toMatchObject({
      type: 'transaction',
      transaction: 'home',
      start_timestamp: 1735689608,
      timestamp: 1735689610,
      measurements: { fcp: { value: 900, unit: 'millisecond' } },
    });
    expect(item.contexts.trace.trace_id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('given a report, then it is POSTed with keepalive, and a failed post is swallowed', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('offline'));
    createEnvelopeAdapter(DSN, fetchImpl).send({ kind: 'error', name: 'Error', message: 'x', url: 'u', at });
    await Promise.resolve();
    expect(fetchImpl).toHaveBeenCalledWith(
      expect.stringContaining('/api/42/envelope/'),
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});
