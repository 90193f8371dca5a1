import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { API_METRICS_PREFIX, createApiMetrics } from './metrics';

const DEPLOY = join(__dirname, '../../../../deploy');

/** Every PromQL expression of the Grafana dashboard and of the alert rules. */
function deployedExpressions(): string[] {
  const dashboard = JSON.parse(readFileSync(join(DEPLOY, 'grafana/nivaas-dashboard.json'), 'utf8')) as {
    panels: { targets?: { expr: string }[] }[];
  };
  const alerts = parse(readFileSync(join(DEPLOY, 'prometheus/alerts.yml'), 'utf8')) as {
    groups: { rules: { expr: string }[] }[];
  };
  return [
    ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
    ...alerts.groups.flatMap((group) => group.rules.map((rule) => rule.expr)),
  ];
}

/** The metric names with `prefix` that the expressions read, histogram series suffixes taken off. */
function namesRead(expressions: readonly string[], prefix: string, histograms: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const expr of expressions)
    for (const [name] of expr.matchAll(new RegExp(`\\b${prefix}[a-z0-9_]+`, 'g'))) {
      const base = name.replace(/_(bucket|count|sum)$/, '');
      names.add(histograms.has(base) ? base : name);
    }
  return names;
}

describe('the dashboard and the alerts', () => {
  it('read only metrics the API exposes', async () => {
    const { registry } = createApiMetrics();
    const exposed = (await registry.getMetricsAsJSON()).map((metric) => ({ name: metric.name, type: metric.type }));
    const histograms = new Set(exposed.filter((m) => String(m.type) === 'histogram').map((m) => m.name));
    const read = namesRead(deployedExpressions(), API_METRICS_PREFIX, histograms);
    expect(read.size).toBeGreaterThan(10);
    const names = new Set(exposed.map((m) => m.name));
    expect([...read].filter((name) => !names.has(name))).toEqual([]);
  });

  it('plot the p75 of every field vital per route family', () => {
    const expressions = deployedExpressions();
    for (const metric of ['lcp_seconds', 'inp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds'])
      expect(expressions).toContainEqual(
        expect.stringContaining(
          `histogram_quantile(0.75, sum by (le, route_family) (rate(${API_METRICS_PREFIX}web_vitals_${metric}_bucket`,
        ),
      );
  });
});
