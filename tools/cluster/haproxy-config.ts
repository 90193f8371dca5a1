import type { Remote } from '../scripts/stack';

export interface ClusterPorts {
  /** The one entry point: what a visitor's browser reaches. */
  readonly entry: number;
  /** The internal balancer the shell servers call the API through. */
  readonly apiLb: number;
  /** HAProxy's statistics page (per-instance request counts, health). */
  readonly stats: number;
  readonly apis: readonly number[];
  readonly shells: readonly number[];
  readonly cdns: Readonly<Record<Remote, number>>;
  readonly redis: number;
}

/**
 * HAProxy's configuration for the cluster. The entry point sends /api/ straight to the API instances and every
 * other path to the shell servers; a second, internal frontend balances the shell servers' own API calls.
 * - The edge is the trust boundary: it REPLACES X-Forwarded-For with the address it saw, so a browser cannot choose
 *   the address its limits are counted against; the servers behind trust HAProxy's (TRUST_PROXY).
 * - The internal frontend passes the shell server's X-Forwarded-For on untouched (the visitor's address).
 * - An instance is taken out after 2 failed health checks 500 ms apart and put back after 2 good ones; a request
 *   whose connection is refused is retried on another instance (never one that reached an instance: a POST is
 *   not replayed).
 * - Every request gets an X-Request-Id unless it came with one.
 */
export function haproxyConfig(ports: ClusterPorts, dir: string): string {
  const servers = (prefix: string, list: readonly number[]) =>
    list.map((port, i) => `  server ${prefix}${i + 1} 127.0.0.1:${port} check`).join('\n');
  return `global
  maxconn 4096
  stats socket ${dir}/haproxy.sock mode 600 level admin

defaults
  mode http
  log stdout format raw local0
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  retries 2
  retry-on conn-failure
  option redispatch
  default-server inter 500ms fall 2 rise 2

frontend site
  bind 127.0.0.1:${ports.entry}
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }
  acl is_api path_beg /api/
  use_backend api if is_api
  default_backend shell

frontend api_internal
  bind 127.0.0.1:${ports.apiLb}
  default_backend api

backend api
  balance leastconn
  option httpchk GET /api/ready
  http-check expect status 200
${servers('api', ports.apis)}

backend shell
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
${servers('shell', ports.shells)}

listen stats
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /stats
  stats refresh 5s
`;
}
