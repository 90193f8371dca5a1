/**
 * The script of the blob the recompute worker starts from. webpack's automatic publicPath
 * inside the worker reads `self.location`, which for a blob worker is the page's origin; the
 * chunks the worker chunk needs sit beside it on the remote's origin, so `location` is pointed
 * at the chunk before it runs.
 */
export function workerBootstrapSource(chunkUrl: string): string {
  const url = JSON.stringify(chunkUrl);
  return [
    `Object.defineProperty(self, 'location', { value: new URL(${url}), configurable: true });`,
    `importScripts(${url});`,
  ].join('\n');
}
