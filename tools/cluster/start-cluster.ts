import { startCluster } from './cluster';

/**
 * `npm run start:cluster`: the production topology on this machine (tools/cluster/cluster.ts, docs/production.md):
 * HAProxy on :4200 (CLUSTER_PORT) in front of 3 API instances (CLUSTER_APIS) and 2 shell servers (CLUSTER_SHELLS),
 * all built and run with node, on PostgreSQL and Redis, with each remote on a CDN of its own. Ctrl-C stops it all.
 */
async function main() {
  const cluster = await startCluster({
    entryPort: Number(process.env['CLUSTER_PORT'] ?? 4200),
    apis: Number(process.env['CLUSTER_APIS'] ?? 3),
    shells: Number(process.env['CLUSTER_SHELLS'] ?? 2),
  });
  console.log(`
The site:          ${cluster.entryUrl}/
API instances:     ${cluster.apis.map((api) => api.url).join(', ')}
Shell servers:     ${cluster.ports.shells.map((port) => `http://127.0.0.1:${port}`).join(', ')}
HAProxy's stats:   ${cluster.statsUrl}
PostgreSQL:        ${cluster.databaseUrl}
Logs:              ${cluster.dir}/logs/
Ctrl-C stops every part.`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('stopping the cluster');
    cluster.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
