import { loadScript } from './load-script';

describe('loadScript', () => {
  it('given the same URL twice, then one async script element, resolved on load', async () => {
    const first = loadScript(document, 'https://cdn.example/a.js');
    const second = loadScript(document, 'https://cdn.example/a.js');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="https://cdn.example/a.js"]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('given a script that fails to load, then it rejects', async () => {
    const promise = loadScript(document, 'https://cdn.example/b.js');
    document.head.querySelector('script[src="https://cdn.example/b.js"]')?.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toThrow('Could not load https://cdn.example/b.js');
  });
});
