import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectErrorBody, useTestApp, type TestApp } from '../../testing/test-app';
import { API_METRICS_PREFIX } from '../../observability/metrics';
import { ROUTE_FAMILIES } from './vitals-schema';
import { VITALS_PATH } from './vitals-routes';

const sample = (over: Record<string, unknown> = {}) => ({
  name: 'LCP',
  value: 1234.5,
  route_family: 'home',
  device: 'mid',
  connection: '4g',
  navigation_type: 'navigate',
  ...over,
});
const send = (app: TestApp, payload: unknown, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: VITALS_PATH,
    headers: { 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const count = async (app: TestApp, metric: string, labels: string) => {
  const text = await app.ctx.metrics.registry.metrics();
  const series = `${API_METRICS_PREFIX}${metric}_count{${labels}}`;
  const line = text.split('\n').find((l) => l.startsWith(series));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('POST /api/vitals', () => {
  const app = useTestApp({ messageWorker: false });

  it('records a batch in each vital’s histogram and answers 204', async () => {
    const res = await send(app(), [
      sample(),
      sample({ name: 'CLS', value: 0.12 }),
      sample({ name: 'INP', value: 180, route_family: 'listing', device: 'low', connection: '3g' }),
      sample({ name: 'FCP', value: 900 }),
      sample({ name: 'TTFB', value: 300, navigation_type: 'back-forward-cache' }),
    ]);
    expect(res.statusCode).toBe(204);
    const home = 'route_family="home",device="mid",connection="4g"';
    expect(await count(app(), 'web_vitals_lcp_seconds', home)).toBe(1);
    expect(await count(app(), 'web_vitals_cls', home)).toBe(1);
    expect(await count(app(), 'web_vitals_fcp_seconds', home)).toBe(1);
    expect(await count(app(), 'web_vitals_ttfb_seconds', home)).toBe(1);
    expect(await count(app(), 'web_vitals_inp_seconds', 'route_family="listing",device="low",connection="3g"')).toBe(1);
    // Milliseconds in, seconds out: 1234.5 ms is in the 1.5 s bucket, not the 1 s one.
    const text = await app().ctx.metrics.registry.metrics();
    expect(text).toContain(`web_vitals_lcp_seconds_bucket{le="1",${home}} 0`);
    expect(text).toContain(`web_vitals_lcp_seconds_bucket{le="1.5",${home}} 1`);
    expect(text).toContain(`web_vitals_cls_sum{${home}} 0.12`);
  });

  it('takes one sample, and a text/plain beacon (sendBeacon with a string)', async () => {
    const before = await count(
      app(),
      'web_vitals_fcp_seconds',
      'route_family="faq",device="high",connection="unknown"',
    );
    const one = sample({ name: 'FCP', value: 500, route_family: 'faq', device: 'high', connection: 'unknown' });
    expect((await send(app(), one)).statusCode).toBe(204);
    expect((await send(app(), [one], 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    expect(await count(app(), 'web_vitals_fcp_seconds', 'route_family="faq",device="high",connection="unknown"')).toBe(
      before + 2,
    );
  });

  it.each([
    ['a name that is no vital', [sample({ name: 'FID' })]],
    ['NaN (null in JSON)', [sample({ value: null })]],
    ['a string value', [sample({ value: 'fast' })]],
    ['a negative value', [sample({ value: -1 })]],
    ['a huge value', [sample({ value: 1e9 })]],
    ['a CLS beyond any page', [sample({ name: 'CLS', value: 50 })]],
    ['an unknown route family', [sample({ route_family: 'admin' })]],
    ['an unknown device class', [sample({ device: 'quantum' })]],
    ['an unknown connection', [sample({ connection: '5g' })]],
    ['an extra field', [sample({ url: 'https://example.com/?email=a@b.c' })]],
    ['an empty batch', []],
    ['too many samples', Array.from({ length: 21 }, () => sample())],
  ])('refuses %s with 400 in the error shape, recording nothing', async (_what, payload) => {
    const before = await app().ctx.metrics.registry.getSingleMetricAsString(
      `${API_METRICS_PREFIX}web_vitals_lcp_seconds`,
    );
    const res = await send(app(), payload);
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json());
    expect(
      await app().ctx.metrics.registry.getSingleMetricAsString(`${API_METRICS_PREFIX}web_vitals_lcp_seconds`),
    ).toBe(before);
  });

  it('refuses a beacon that is not JSON, and a huge body', async () => {
    const garbage = await send(app(), 'not json', 'text/plain');
    expect(garbage.statusCode).toBe(400);
    expectErrorBody(garbage.json());
    const huge = await send(app(), [sample({ padding: 'x'.repeat(20_000) })]);
    expect(huge.statusCode).toBe(413);
    expectErrorBody(huge.json());
  });

  it('knows every route family of the shell’s route table', () => {
    const table = readFileSync(join(__dirname, '../../../../../libs/routes/src/route-table.ts'), 'utf8');
    const screens = new Set([...table.matchAll(/screen: '([a-z-]+)'/g)].map((m) => m[1]));
    screens.add(/NOT_FOUND_SCREEN = '([a-z-]+)'/.exec(table)![1]);
    expect([...ROUTE_FAMILIES].sort()).toEqual([...screens].sort());
  });
});
