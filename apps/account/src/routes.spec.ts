import { ROUTES } from '@nivaas/routes';
import remote from './routes';

describe('account ./Routes', () => {
  it('names itself and loads every screen the route table gives it, lazily', async () => {
    expect(remote.remote).toBe('account');
    const owned = ROUTES.filter((route) => route.owner === 'account').map((route) => route.screen);
    expect(Object.keys(remote.routes).sort()).toEqual([...owned].sort());
    for (const id of owned) {
      const screen = await remote.routes[id]?.load();
      expect([id, typeof screen?.default]).toEqual([id, 'function']);
    }
  });
});
