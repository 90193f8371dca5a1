import { screenImportSource } from '@nivaas/routes/testing';
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

describe('account ./Routes for the server', () => {
  // The shell server finds a screen's CSS and scripts in server-manifest.json by this name (the build checks it too).
  it.each(Object.entries(remote.routes))('%s names the browser chunk its code is in', (_id, screen) => {
    const imported = /webpackChunkName: "([^"]+)"/.exec(screenImportSource(screen))?.[1];
    expect(screen?.chunk).toEqual(expect.any(String));
    expect(screen?.chunk).toBe(imported);
  });
});
