import { request as httpRequest } from 'node:http';
import { call, useTestApp, type TestApp } from '../testing/test-app';
import { gatewayCallback, payNowOrder } from '../testing/gateway';
import { API_METRICS_PREFIX } from './metrics';
import { metricsPortFrom, startMetricsListener } from '@nivaas/server';

const SECRET = 'metrics-spec-secret';

/** The exposition text of the app's registry. */
const scrape = (app: TestApp) => app.ctx.metrics.registry.metrics();
/** A sample's value from the exposition text (the first line starting with `series`), or 0. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('API metrics', () => {
  const app = useTestApp({ gatewayKeySecret: SECRET, messageWorker: false });

  it('names every metric the dashboard and the alerts read, after a few requests', async () => {
    await call(app(), { method: 'GET', url: '/api/health' });
    await call(app(), { method: 'GET', url: '/no/such/route' });
    const text = await scrape(app());
    const p = API_METRICS_PREFIX;
    for (const name of [
      'http_request_duration_seconds',
      'bookings_total',
      'payments_total',
      'otp_sends_total',
      'rate_limit_hits_total',
      'overload_refusals_total',
      'message_queue_depth',
      'message_queue_oldest_seconds',
      'db_pool_connections',
      'nodejs_eventloop_lag_seconds',
      'process_cpu_seconds_total',
      'web_vitals_lcp_seconds',
      'web_vitals_inp_seconds',
      'web_vitals_cls',
      'web_vitals_fcp_seconds',
      'web_vitals_ttfb_seconds',
    ])
      expect(text).toContain(`# TYPE ${p}${name} `);
    // Route patterns, never raw URLs; what no route matched is one series.
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 1/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1/);
    expect(text).not.toContain('/no/such/route');
    // The queue's depth is read at scrape time (PGlite has no pool: no series for it).
    expect(text).toMatch(/message_queue_depth\{state="dead"\} \d+/);
  });

  it('counts a booking by its outcome, and its payment by method and outcome', async () => {
    const before = await scrape(app());
    const order = await payNowOrder(app(), 30, 'upi', `metrics-${Date.now()}`);
    expect(order.order_id).toBeTruthy();
    const res = await gatewayCallback(app(), SECRET, order.gateway_order.gateway_order_id, `pay_metrics_${Date.now()}`);
    expect(res.status).toBe(200);
    const after = await scrape(app());
    const bookings = `${API_METRICS_PREFIX}bookings_total{outcome="pending_payment"}`;
    expect(valueOf(after, bookings)).toBe(valueOf(before, bookings) + 1);
    expect(valueOf(after, `${API_METRICS_PREFIX}payments_total{method="upi",outcome="paid"}`)).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('counts login codes sent and the 30-second wait refusing one', async () => {
    const phone = '9822200011';
    expect(
      (await call(app(), { method: 'POST', url: '/api/v1/auth/otp/send/', payload: { phone_number: phone } })).status,
    ).toBeLessThan(300);
    const again = await call(app(), {
      method: 'POST',
      url: '/api/v1/auth/otp/send/',
      payload: { phone_number: phone },
    });
    expect(again.status).toBe(429);
    const text = await scrape(app());
    expect(valueOf(text, `${API_METRICS_PREFIX}otp_sends_total{outcome="sent"}`)).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, `${API_METRICS_PREFIX}otp_sends_total{outcome="too_soon"}`)).toBeGreaterThanOrEqual(1);
  });
});

describe('the metrics listener', () => {
  it('binds 127.0.0.1 and serves /metrics only', async () => {
    const { Registry, Counter } = await import('prom-client');
    const registry = new Registry();
    new Counter({ name: 'listener_spec_total', help: 'x', registers: [registry] }).inc();
    const listener = await startMetricsListener({ registry, host: '127.0.0.1', port: 0 });
    try {
      expect(listener.host).toBe('127.0.0.1');
      const get = (path: string) =>
        new Promise<{ status: number; body: string; type: string }>((done, fail) => {
          const req = httpRequest({ host: '127.0.0.1', port: listener.port, path }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => done({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }));
          });
          req.on('error', fail);
          req.end();
        });
      const metrics = await get('/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.type).toContain('text/plain');
      expect(metrics.body).toContain('listener_spec_total 1');
      expect((await get('/')).status).toBe(404);
    } finally {
      await listener.close();
    }
  });

  it('reads its port setting: a number, the default, or off', () => {
    expect(metricsPortFrom(undefined, 9464)).toBe(9464);
    expect(metricsPortFrom('9500', 9464)).toBe(9500);
    expect(metricsPortFrom('off', 9464)).toBeNull();
    expect(metricsPortFrom('0', 9464)).toBeNull();
    expect(() => metricsPortFrom('70000', 9464)).toThrow(/metrics port/);
  });
});
