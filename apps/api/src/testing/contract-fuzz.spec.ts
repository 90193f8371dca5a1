import { CONTRACT, ErrorBody } from '@nivaas/api-client/contract';
import { FUZZ_RUNS, FUZZ_SEED } from './fuzz/fuzz-config';
import { fuzzOperation, type FuzzContext } from './fuzz/fuzz-operation';
import { FuzzReport } from './fuzz/fuzz-report';
import { meaningFor } from './fuzz/meaningful-values';
import { readOperations, type FuzzOperation, type OpenApiDocument } from './fuzz/openapi-operations';
import { discoverRealWorld } from './fuzz/real-world';
import { createRequestOracle } from './fuzz/request-oracle';
import { createResponseChecker } from './fuzz/response-check';
import { useTestApp } from './test-app';

/**
 * The contract fuzzer: property-based requests generated from every operation of the
 * OpenAPI document, valid and invalid, against the real API on a fresh in-memory database (its
 * bookings, payments and reviews stay in this file's app). See ./fuzz/fuzz-config.ts for FUZZ_RUNS,
 * FUZZ_SEED and FUZZ_SHRINK.
 */
const PER_OPERATION_MS = 120_000;
/** Signing out ends the session every other signed-in request uses: it goes last. */
const LAST = 'logout';
const contractIds = Object.keys(CONTRACT).filter((id) => id !== LAST);

describe('contract fuzzer', () => {
  // Per-address limits 20 times looser: the world is set up from one address (127.0.0.1); fuzzed requests
  // come from many, and per-phone and per-account limits stay as in production (a 429 is a documented 4xx).
  const app = useTestApp({
    gatewayKeySecret: 'contract-fuzz-secret',
    env: { ...process.env, RATE_LIMIT_ADDRESS_SCALE: '20' },
  });
  const report = new FuzzReport();
  let operations: FuzzOperation[] = [];
  let ctx: FuzzContext;
  let started = 0;
  let worldSeconds = '';

  beforeAll(async () => {
    const worldStarted = performance.now();
    await app().ready();
    operations = readOperations(app().swagger() as unknown as OpenApiDocument);
    ctx = {
      app: app(),
      world: await discoverRealWorld(app()),
      report,
      oracle: createRequestOracle(),
      checkResponse: createResponseChecker(ErrorBody as never),
    };
    started = performance.now();
    worldSeconds = ((started - worldStarted) / 1000).toFixed(1);
  }, PER_OPERATION_MS);

  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { requests } = report.totals();
    process.stdout.write(
      report.table(
        `\ncontract fuzzer: ${requests} requests in ${seconds} s (world found in ${worldSeconds} s), seed ${FUZZ_SEED}, ${FUZZ_RUNS} runs per property (FUZZ_SEED, FUZZ_RUNS)`,
      ),
    );
  });

  const fuzz = async (name: string) => {
    const op = operations.find((o) => o.name === name);
    if (!op) throw new Error(`${name} is in the contract but not in the OpenAPI document`);
    await fuzzOperation(ctx, op, meaningFor(op, ctx.world));
  };

  it.each(contractIds)('%s', (name) => fuzz(name), PER_OPERATION_MS);

  it(
    'routes beside the contract (gateway pages, short-link redirect, images, simulators)',
    async () => {
      const others = operations.filter((op) => !(op.name in CONTRACT));
      expect(others.length).toBeGreaterThan(0);
      // Each is fuzzed even when one before it fails; the failures are reported together.
      const failures: string[] = [];
      for (const op of others) {
        await fuzzOperation(ctx, op, meaningFor(op, ctx.world)).catch((e: Error) => failures.push(e.message));
      }
      if (failures.length) throw new Error(failures.join('\n\n'));
    },
    PER_OPERATION_MS,
  );

  it(`${LAST} (last: it ends the members' sessions)`, () => fuzz(LAST), PER_OPERATION_MS);

  it('fuzzed every operation of the document, and most valid requests of the contract reached a handler', () => {
    expect(report.operations().sort()).toEqual(operations.map((o) => o.name).sort());
    const totals = report.totals();
    // A fuzzer whose valid requests all stop at 404 tests nothing: real ids must carry most of them.
    expect(totals.succeeded / totals.valid).toBeGreaterThan(0.5);
  });
});
