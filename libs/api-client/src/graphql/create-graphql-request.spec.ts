import { createMemoryCookieJar, createMemoryStorage } from '@nivaas/state';
import { createGraphqlRequest } from './create-graphql-request';

const config = (respond: () => Response) => ({
  baseUrl: 'http://gql.test',
  applicationId: 'msite',
  storage: createMemoryStorage(),
  cookies: createMemoryCookieJar(),
  fetch: (async () => respond()) as unknown as typeof fetch,
});

describe('createGraphqlRequest (docs/rules.md section 8: GraphQL-style error text)', () => {
  it('returns data', async () => {
    const gql = createGraphqlRequest(config(() => Response.json({ data: { ok: 1 } })));
    await expect(gql('/graphql', '{ ok }')).resolves.toEqual({ ok: 1 });
  });
  it('an errors list rejects with the part after the first colon', async () => {
    const gql = createGraphqlRequest(
      config(() => Response.json({ errors: [{ message: 'GraphQL error: Coupon expired' }] })),
    );
    await expect(gql('/graphql', '{ ok }')).rejects.toMatchObject({ message: 'Coupon expired', status: 200 });
  });
  it("else 'Request failed'", async () => {
    const gql = createGraphqlRequest(config(() => Response.json({ errors: [{}] })));
    await expect(gql('/graphql', '{ ok }')).rejects.toMatchObject({ message: 'Request failed' });
  });
  it('a non-OK answer without an errors list follows the plain catalogue; null data is null', async () => {
    const gql = createGraphqlRequest(
      config(() => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(gql('/graphql', '{ ok }')).rejects.toMatchObject({ message: 'Service Unavailable', status: 503 });
    const empty = createGraphqlRequest(config(() => new Response('', { status: 200 })));
    await expect(empty('/graphql', '{ ok }')).resolves.toBeNull();
  });
});
