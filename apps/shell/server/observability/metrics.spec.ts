/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchRoute, defineScreen, type RemoteModule, type RemoteName } from '@nivaas/routes';
import { createShellServer } from '../create-shell-server';
import { createServerRenderer } from '../ssr/server-renderer';
import type { RemoteServerModules, ServerRemote } from '../ssr/remote-server-modules';
import { createFakeApi } from '../testing/fake-api-fetch';
import { testServerConfig } from '../testing/test-server-config';
import { createShellMetrics, SHELL_METRICS_PREFIX } from './metrics';
import { metricsPortFrom, startMetricsListener } from '@nivaas/server';

const dist = mkdtempSync(join(tmpdir(), 'shell-metrics-dist-'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Nivaas</title></head><body><div id="root"></div></body></html>',
);
const p = SHELL_METRICS_PREFIX;
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(series));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('shell server metrics', () => {
  it('names its metrics, times pages by their route pattern and counts cache lookups', async () => {
    const api = createFakeApi();
    const metrics = createShellMetrics();
    const app = await createShellServer(testServerConfig(dist, 'http://api.test'), { fetch: api.fetch, metrics });
    try {
      await app.inject('/');
      await app.inject('/');
      await app.inject('/hotels-in-bengaluru/');
      await app.inject('/remote-manifest.json');
      await app.inject({ method: 'POST', url: '/nope' });
      const text = await metrics.registry.metrics();
      for (const name of [
        'http_request_duration_seconds',
        'ssr_renders_total',
        'cache_lookups_total',
        'overload_refusals_total',
        'nodejs_eventloop_lag_seconds',
        'process_cpu_seconds_total',
      ])
        expect(text).toContain(`# TYPE ${p}${name} `);
      expect(text).toContain(`${p}http_request_duration_seconds_count{method="GET",route="/",status_code="200"} 2`);
      expect(text).toContain(`route="/hotels-in-{city}/"`);
      expect(text).not.toContain('bengaluru');
      expect(text).toContain(`route="/remote-manifest.json"`);
      expect(text).toContain(`route="unmatched",status_code="404"`);
      expect(valueOf(text, `${p}cache_lookups_total{cache="seo_head",result="hit"}`)).toBeGreaterThanOrEqual(1);
      expect(valueOf(text, `${p}cache_lookups_total{cache="seo_head",result="miss"}`)).toBeGreaterThanOrEqual(1);
    } finally {
      await app.close();
    }
  });

  it('counts server renders: rendered, over budget, failed', async () => {
    const metrics = createShellMetrics({ defaultMetrics: false });
    const request = {
      match: matchRoute('/hotels-in-bengaluru/'),
      pathname: '/hotels-in-bengaluru/',
      search: '',
      html: '<!doctype html><html lang="en-IN"><head><title>x</title></head><body><div id="root"></div></body></html>',
      locale: 'en-IN',
    } as const;
    const remote = {
      name: 'discovery',
      module: {
        remote: 'discovery',
        release: 'discovery@1',
        routes: {
          listing: defineScreen({
            chunk: 'listing',
            load: async () => ({ default: () => null }),
            loader: async () => ({}),
          }),
        },
      } as unknown as RemoteModule<RemoteName>,
      baseUrl: 'http://discovery.test/',
      manifest: {
        release: 'discovery@1',
        file: 'routes.x.js',
        externals: [],
        chunks: { listing: { css: [], js: [] } },
      },
    } as unknown as ServerRemote;
    const modules = (get: () => Promise<ServerRemote | null>) => ({ get }) as unknown as RemoteServerModules;
    const noCss = (async () => new Response('', { status: 404 })) as typeof fetch;
    const base = { fetch: noCss, customerCarePhone: '1', onFailure: () => undefined, metrics } as const;

    const slow = createServerRenderer({
      ...base,
      modules: modules(() => new Promise(() => undefined)),
      renderScreen: jest.fn(),
      budgetMs: 20,
    });
    expect(await slow.render(request)).toBeNull();

    const broken = createServerRenderer({
      ...base,
      modules: modules(async () => remote),
      renderScreen: async () => {
        throw new Error('window is not defined');
      },
    });
    const failed = await broken.render(request);
    if (failed?.kind === 'streamed') await failed.rest;

    const working = createServerRenderer({
      ...base,
      modules: modules(async () => remote),
      renderScreen: async () => ({ html: '<h1>ok</h1>', state: {} }),
    });
    const drawn = await working.render(request);
    if (drawn?.kind === 'streamed') expect((await drawn.rest).drawn).toBe(true);

    const text = await metrics.registry.metrics();
    expect(valueOf(text, `${p}ssr_renders_total{outcome="over_budget"}`)).toBe(1);
    expect(valueOf(text, `${p}ssr_renders_total{outcome="failed"}`)).toBe(1);
    expect(valueOf(text, `${p}ssr_renders_total{outcome="rendered"}`)).toBe(1);
    expect(valueOf(text, `${p}cache_lookups_total{cache="rendered_page",result="miss"}`)).toBe(2);
  });
});

describe('the shell metrics listener', () => {
  it('binds 127.0.0.1 and serves /metrics', async () => {
    const metrics = createShellMetrics({ defaultMetrics: false });
    metrics.render('rendered');
    const listener = await startMetricsListener({ registry: metrics.registry, port: 0 });
    try {
      expect(listener.host).toBe('127.0.0.1');
      const body = await new Promise<string>((done, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port: listener.port, path: '/metrics' }, (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => done(text));
        });
        req.on('error', fail);
        req.end();
      });
      expect(body).toContain(`${p}ssr_renders_total{outcome="rendered"} 1`);
    } finally {
      await listener.close();
    }
    expect(metricsPortFrom('off', 9465)).toBeNull();
    expect(metricsPortFrom(undefined, 9465)).toBe(9465);
  });
});
