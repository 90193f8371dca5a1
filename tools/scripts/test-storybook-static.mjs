// Serves a project's static Storybook build (<project>/storybook-static/) on a free local port, runs the
// Storybook test-runner against it from the project (its .storybook/ and test-runner-jest.config.js) with the
// system Chromium, then stops the server.
// Usage (from the workspace root): node tools/scripts/test-storybook-static.mjs <project dir> [extra test-storybook args]
// e.g. node tools/scripts/test-storybook-static.mjs apps/account
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { spawn } from 'node:child_process';

const [project, ...extra] = process.argv.slice(2);
if (!project || !existsSync(join(project, '.storybook'))) {
  console.error(
    'Usage: node tools/scripts/test-storybook-static.mjs <project dir with a .storybook/> [test-storybook args]',
  );
  process.exit(1);
}
const projectDir = resolve(project);
const root = join(projectDir, 'storybook-static');
if (!existsSync(join(root, 'index.json'))) {
  console.error(`No Storybook build in ${root}: run build-storybook first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) return res.writeHead(403).end();
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const child = spawn('npx', ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=1', ...extra], {
    cwd: projectDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  child.on('exit', (code) => {
    server.close();
    process.exit(code ?? 1);
  });
});
