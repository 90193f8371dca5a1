import { createPlatform } from '@nivaas/state';
import { createPlatformApiClient } from './create-platform-api-client';

describe('createPlatformApiClient: the client wired to the shared session, bus, storage and cookies', () => {
  it('captures x-auth-token into the session, sends it as bearer, and a 401 clears the session', async () => {
    const platform = createPlatform();
    platform.session.login('old-token', { id: 1 });
    const seen: Record<string, string>[] = [];
    let status = 200;
    const fetch = (async (_url: string, init: RequestInit) => {
      seen.push(init.headers as Record<string, string>);
      return new Response(
        JSON.stringify(status === 200 ? { data: [] } : { error: 'Authentication required', errors: [] }),
        {
          status,
          headers: { 'x-auth-token': 'new-token' },
        },
      );
    }) as unknown as typeof globalThis.fetch;
    const client = createPlatformApiClient(platform, { baseUrl: 'http://api.test', applicationId: 'msite', fetch });

    await client.getCities();
    expect(seen[0]?.['authorization']).toBe('Bearer old-token');
    expect(platform.session.getToken()).toBe('new-token');

    status = 401;
    await expect(client.getProfile()).rejects.toMatchObject({ status: 401 });
    expect(platform.session.store.getState()).toMatchObject({ isAuthenticated: false, profile: null });
    platform.dispose();
  });
});
