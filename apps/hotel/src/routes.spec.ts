import { screenImportSource } from '@nivaas/routes/testing';
import remote from './routes';

describe('hotel ./Routes', () => {
  it('names itself and loads its screens lazily', async () => {
    expect(remote.remote).toBe('hotel');
    const screen = await remote.routes['hotel-details']?.load();
    expect(typeof screen?.default).toBe('function');
  });
});

describe('hotel ./Routes: reviews', () => {
  it('declares the reviews page (with its loader) and the thank-you page', async () => {
    expect(typeof remote.routes.reviews?.loader).toBe('function');
    expect(typeof (await remote.routes.reviews?.load())?.default).toBe('function');
    expect(typeof (await remote.routes['review-submitted']?.load())?.default).toBe('function');
  });
});

describe('hotel ./Routes for the server', () => {
  // The shell server finds a screen's CSS and scripts in server-manifest.json by this name (the build checks it too).
  it.each(Object.entries(remote.routes))('%s names the browser chunk its code is in', (_id, screen) => {
    const imported = /webpackChunkName: "([^"]+)"/.exec(screenImportSource(screen))?.[1];
    expect(screen?.chunk).toEqual(expect.any(String));
    expect(screen?.chunk).toBe(imported);
  });
});
