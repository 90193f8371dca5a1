/** @jest-environment node */
import { isHashedAsset, warmableUrls } from './hashed-assets';

const url = (href: string) => new URL(href);

describe('which files the worker keeps', () => {
  it('keeps files named by their content hash, from any origin the page loads them from', () => {
    expect(isHashedAsset(url('https://www.nivaas.example/545.f2344ca5615b49ed.js'), 'script')).toBe(true);
    expect(isHashedAsset(url('http://localhost:4203/src_screens_x.0a1b2c3d4e5f.css'), 'style')).toBe(true);
    expect(isHashedAsset(url('https://cdn.nivaas.example/icons/icon-192.0a1b2c3d.png'), 'image')).toBe(true);
  });

  it('never keeps what keeps its name across deploys: entries, manifests, pages, the worker, API answers', () => {
    for (const href of [
      'http://localhost:4201/remoteEntry.js',
      'http://localhost:4201/mf-manifest.json',
      'https://www.nivaas.example/remote-manifest.json',
      'https://www.nivaas.example/sw.js',
      'https://www.nivaas.example/manifest.webmanifest',
      'https://www.nivaas.example/api/v2/cities/',
      'https://www.nivaas.example/',
      'https://www.nivaas.example/545.f2344ca5615b49ed.js?v=2',
    ]) {
      expect(isHashedAsset(url(href), 'script')).toBe(false);
    }
    expect(isHashedAsset(url('https://www.nivaas.example/545.f2344ca5615b49ed.js'), 'document')).toBe(false);
  });

  it('warms only hashed http(s) URLs, at most 100, from a message of any shape', () => {
    const origin = 'https://www.nivaas.example';
    expect(
      warmableUrls(['/545.f2344ca5615b49ed.js', 'data:text/javascript,1', 42, '/api/v2/me/', 'http://[bad'], origin),
    ).toEqual([`${origin}/545.f2344ca5615b49ed.js`]);
    expect(warmableUrls('nope', origin)).toEqual([]);
    expect(
      warmableUrls(
        Array.from({ length: 150 }, (_, i) => `/${i}.0123456789ab.js`),
        origin,
      ),
    ).toHaveLength(100);
  });
});
