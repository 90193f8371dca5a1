import fc from 'fast-check';
import type { TestApp } from '../test-app';
import { FUZZ_LOG, FUZZ_SEED, FUZZ_SHRINK, runsFor, seedFor, type Property } from './fuzz-config';
import { describeRequest, injectOptionsOf, type FuzzRequest } from './fuzz-request';
import type { FuzzReport } from './fuzz-report';
import { mutationOf, type Mutation } from './invalid-requests';
import type { Meaning } from './meaningful-values';
import type { FuzzOperation } from './openapi-operations';
import type { RealWorld } from './real-world';
import type { RequestVerdict } from './request-oracle';
import type { FuzzResponse } from './response-check';
import { arbitraryFor } from './schema-arbitrary';

export interface FuzzContext {
  readonly app: TestApp;
  readonly world: RealWorld;
  readonly report: FuzzReport;
  readonly oracle: (op: FuzzOperation, request: FuzzRequest) => RequestVerdict;
  readonly checkResponse: (op: FuzzOperation, res: FuzzResponse) => string[];
}

interface Sample {
  readonly request: FuzzRequest;
  readonly mutation?: Mutation;
}

/**
 * Runs the three properties of one operation against the real API, invalid and tokenless requests
 * first (so valid ones find the state they leave, as a real site does):
 * - every request: no 5xx, and the response is what the document says (success schema or ErrorBody);
 * - an invalid request (by the oracle, or by rule: unknown field, absurd number, ...) gets a 4xx;
 * - an operation that needs a sign-in answers 401 to a request without a valid token.
 */
export async function fuzzOperation(ctx: FuzzContext, op: FuzzOperation, meaning: Meaning): Promise<void> {
  const valid = validRequest(op, meaning, ctx.world);
  if (op.auth === 'required') {
    const noToken = fc
      .tuple(valid, fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), { nil: undefined }))
      .map(([request, token]): Sample => ({ request: { ...request, token } }));
    await check(ctx, op, meaning, 'no token', noToken);
  }
  const mutation = mutationOf(op);
  if (mutation) {
    const invalid = fc
      .tuple(valid, mutation)
      .map(([request, m]): Sample => ({ request: m.apply(request), mutation: m }));
    await check(ctx, op, meaning, 'invalid', invalid);
  }
  await check(
    ctx,
    op,
    meaning,
    'valid',
    valid.map((request): Sample => ({ request })),
  );
}

/** A valid request: every input from its schema with the meaningful values mixed in. */
export function validRequest(op: FuzzOperation, meaning: Meaning, world: RealWorld): fc.Arbitrary<FuzzRequest> {
  const members = world.members.map((m) => m.token);
  const token =
    op.auth === 'none' || members.length === 0
      ? fc.constant(undefined)
      : op.auth === 'required'
        ? fc.constantFrom(...members)
        : fc.option(fc.constantFrom(...members), { nil: undefined });
  const identity = (r: FuzzRequest) => r;
  const patch = meaning.patch
    ? fc.oneof({ weight: 1, arbitrary: fc.constant(identity) }, { weight: 3, arbitrary: meaning.patch })
    : fc.constant(identity);
  return fc
    .record({
      params: arbitraryFor(op.params, meaning.hints, 'params'),
      query: arbitraryFor(op.query, meaning.hints, 'query'),
      headers: arbitraryFor(op.headers, meaning.hints, 'headers'),
      body: op.body ? arbitraryFor(op.body, meaning.hints, 'body') : fc.constant(undefined),
      token,
      // Many clients, as on the real site: per-address limits count each on its own.
      remoteAddress: fc.ipV4(),
      patch,
    })
    .map(({ patch: apply, ...request }) =>
      apply({
        ...request,
        params: request.params as Record<string, unknown>,
        query: request.query as Record<string, unknown>,
        headers: request.headers as Record<string, unknown>,
      }),
    );
}

async function check(
  ctx: FuzzContext,
  op: FuzzOperation,
  meaning: Meaning,
  property: Property,
  samples: fc.Arbitrary<Sample>,
): Promise<void> {
  // A failure prints the request as it went out (strings cut), not a 100,000-character dump.
  const described = samples.map((s) => ({
    ...s,
    [fc.toStringMethod]: () =>
      `${s.mutation ? `${s.mutation.kind} at ${s.mutation.target}: ` : ''}${describeRequest(op, s.request)}`,
  }));
  await fc.assert(
    fc.asyncProperty(described, async (sample) => {
      const request = meaning.prepare ? await meaning.prepare(ctx.app, sample.request) : sample.request;
      const verdict = ctx.oracle(op, request);
      const invalid = Boolean(sample.mutation?.byRule) || !verdict.valid;
      const res = await ctx.app.inject(injectOptionsOf(op, request));
      const kind = property === 'no token' ? 'no token' : invalid ? 'invalid' : 'valid';
      ctx.report.record(op.name, kind, res.statusCode, { stillValid: property === 'invalid' && !invalid });
      if (FUZZ_LOG) {
        process.stdout.write(
          `${op.name} ${kind} ${res.statusCode} ${describeRequest(op, request)} -> ${res.body.slice(0, 200)}\n`,
        );
      }
      const problems = ctx.checkResponse(op, { statusCode: res.statusCode, headers: res.headers, body: res.body });
      if (kind === 'invalid' && (res.statusCode < 400 || res.statusCode >= 500)) {
        problems.unshift(
          `an invalid request got ${res.statusCode}, not a 4xx (${sample.mutation ? `${sample.mutation.kind} at ${sample.mutation.target}` : verdict.problems.join('; ')})`,
        );
      }
      // Without a token, an otherwise valid request is a 401 (a 429 with Retry-After when a limit
      // counts first); an invalid one may be refused for its input first, as long as it is a 4xx.
      const tokenless = invalid
        ? res.statusCode >= 400 && res.statusCode < 500
        : res.statusCode === 401 || (res.statusCode === 429 && res.headers['retry-after'] !== undefined);
      if (kind === 'no token' && !tokenless) {
        problems.unshift(`a request without a valid token got ${res.statusCode}, not 401`);
      }
      if (problems.length) {
        throw new Error(
          `${op.name}: ${problems.join('\n  ')}\n  request: ${describeRequest(op, request)}\n  response: ${res.statusCode} ${res.body.slice(0, 400)}\n  replay: FUZZ_SEED=${FUZZ_SEED} npx jest -c apps/api/jest.config.ts contract-fuzz -t '${op.name}'`,
        );
      }
    }),
    { seed: seedFor(op.name, property), numRuns: runsFor(op.name, property), endOnFailure: !FUZZ_SHRINK },
  );
}
