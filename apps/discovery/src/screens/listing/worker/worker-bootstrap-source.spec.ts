import { workerBootstrapSource } from './worker-bootstrap-source';

describe('workerBootstrapSource', () => {
  const chunk = 'http://localhost:4201/listing-recompute.abc123.js';

  it('given a worker scope on the page origin, then it points location at the chunk and imports it', () => {
    // A stand-in for a blob worker's global scope: location is the page's, importScripts records.
    const imported: string[] = [];
    const self = { location: new URL('blob:http://localhost:4200/uuid') };
    // eslint-disable-next-line no-new-func -- runs the generated script as a worker would.
    new Function('self', 'importScripts', workerBootstrapSource(chunk))(self, (url: string) => imported.push(url));
    expect(String(self.location)).toBe(chunk);
    // What webpack's automatic publicPath derives from it: the remote's origin and folder.
    expect(
      String(self.location)
        .replace(/^blob:|[?#].*$/g, '')
        .replace(/\/[^/]+$/, '/'),
    ).toBe('http://localhost:4201/');
    expect(imported).toEqual([chunk]);
  });

  it('given a URL with quotes, then it stays one string literal (no script injection)', () => {
    const imported: string[] = [];
    const odd = "http://cdn.example/x');alert(1);('.js";
    // eslint-disable-next-line no-new-func -- runs the generated script as a worker would.
    new Function('self', 'importScripts', workerBootstrapSource(odd))({}, (url: string) => imported.push(url));
    expect(imported).toEqual([odd]);
  });
});
