import { screenImportSource } from '@nivaas/routes/testing';
import remote from './routes';

describe('checkout ./Routes', () => {
  it('names itself and loads its screens lazily', async () => {
    expect(remote.remote).toBe('checkout');
    const screen = await remote.routes['itinerary']?.load();
    expect(typeof screen?.default).toBe('function');
  });

  it.each(['payment-process', 'razorpay-payment-process', 'confirmation'] as const)(
    'loads the after-payment screen %s lazily',
    async (id) => {
      const screen = await remote.routes[id]?.load();
      expect(typeof screen?.default).toBe('function');
    },
  );
});

describe('checkout ./Routes for the server', () => {
  // The shell server finds a screen's CSS and scripts in server-manifest.json by this name (the build checks it too).
  it.each(Object.entries(remote.routes))('%s names the browser chunk its code is in', (_id, screen) => {
    const imported = /webpackChunkName: "([^"]+)"/.exec(screenImportSource(screen))?.[1];
    expect(screen?.chunk).toEqual(expect.any(String));
    expect(screen?.chunk).toBe(imported);
  });
});
