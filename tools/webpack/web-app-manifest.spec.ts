import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import webpack, { type Stats } from 'webpack';
import { parseDesignTokens } from './web-app-manifest-tokens';
import {
  APPLE_TOUCH_ICON_FILE,
  WEB_APP_MANIFEST_FILE,
  WebAppManifestPlugin,
  webAppHeadLinks,
  type WebAppManifest,
  type WebAppManifestOptions,
} from './web-app-manifest';

/**
 * The plugin in a real (tiny) webpack build, its output read as a browser would: the manifest's members
 * that Chromium's installability check reads, and the PNGs decoded.
 */

const root = join(__dirname, '..', '..');
const TOKENS_CSS = join(root, 'libs/ui/src/tokens/tokens.css');
const ORIGIN = 'https://www.nivaas.example';

/** A token's value read straight from the file, not through the plugin's parser. */
const tokenInFile = (css: string, name: string) => new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(css)?.[1]?.trim();

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-app-manifest-'));
  await writeFile(join(dir, 'index.js'), 'export const page = 1;\n');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function build(options: WebAppManifestOptions = {}) {
  const plugin = new WebAppManifestPlugin(options);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: false,
    output: { path: join(dir, 'dist'), publicPath: '/', filename: 'main.[contenthash].js' },
    plugins: [plugin],
  });
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  const errors = stats.toJson({ all: false, errors: true }).errors?.map((e) => e.message) ?? [];
  const manifestPath = join(dir, 'dist', WEB_APP_MANIFEST_FILE);
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(await readFile(manifestPath, 'utf8')) as WebAppManifest)
    : null;
  return { plugin, errors, manifest, file: (url: string) => join(dir, 'dist', url.replace(/^\//, '')) };
}

/** Decoded RGBA pixels of a PNG, with a reader for one pixel. */
async function pixels(path: string) {
  const { data, info } = await sharp(path).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { info, at };
}

const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('WebAppManifestPlugin', () => {
  it('emits a manifest that makes the site installable: names, start URL in scope, standalone, 192 and 512 PNGs of the sizes they claim, a maskable one, colours of the tokens', async () => {
    const { errors, manifest, file } = await build();
    expect(errors).toEqual([]);
    if (!manifest) throw new Error('no manifest emitted');
    const css = readFileSync(TOKENS_CSS, 'utf8');

    expect(manifest).toMatchObject({
      id: '/',
      name: 'Nivaas Hotels',
      short_name: 'Nivaas',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      lang: 'en-IN',
      theme_color: tokenInFile(css, '--nv-color-primary'),
      background_color: tokenInFile(css, '--nv-color-surface'),
    });
    expect(manifest.description.length).toBeGreaterThan(20);
    const scope = new URL(manifest.scope, ORIGIN).href;
    const start = new URL(manifest.start_url, ORIGIN);
    expect(start.href.startsWith(scope)).toBe(true);
    // The home-screen launch is attributed like any campaign: utm_source is a kept attribution parameter.
    expect(start.pathname).toBe('/');
    expect(start.searchParams.get('utm_source')).toBe('homescreen');

    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/icons\/icon-(maskable-)?\d+\.[0-9a-f]{8,}\.png$/);
      const meta = await sharp(file(icon.src)).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    const purposes = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('the maskable icon is full bleed in the brand colour with the mark inside the central 80%; the any icons have transparent corners', async () => {
    const { manifest, file } = await build();
    if (!manifest) throw new Error('no manifest emitted');
    const maskable = manifest.icons.find((i) => i.purpose === 'maskable');
    const any = manifest.icons.find((i) => i.purpose === 'any' && i.sizes === '512x512');
    if (!maskable || !any) throw new Error('icons missing');

    const { info, at } = await pixels(file(maskable.src));
    const brand = at(0, 0);
    expect(hex(brand.slice(0, 3))).toBe(manifest.theme_color);
    expect(brand[3]).toBe(255);
    // Every pixel outside the safe circle (radius 40% of the size) is background: no mask can cut the mark.
    const centre = info.width / 2;
    let outside = 0;
    let differing = 0;
    for (let y = 0; y < info.height; y += 2) {
      for (let x = 0; x < info.width; x += 2) {
        if (Math.hypot(x + 0.5 - centre, y + 0.5 - centre) <= info.width * 0.4) continue;
        outside += 1;
        if (at(x, y).some((c, i) => Math.abs(c - (brand[i] as number)) > 2)) differing += 1;
      }
    }
    expect(outside).toBeGreaterThan(10_000);
    expect(differing).toBe(0);
    // ...and there is a mark inside it (white on the brand colour).
    expect(hex(at(256, 300).slice(0, 3))).not.toBe(manifest.theme_color);

    const anyIcon = await pixels(file(any.src));
    expect(anyIcon.at(0, 0)[3]).toBe(0);
    expect(anyIcon.at(256, 20)[3]).toBe(255);
  });

  it('emits a stable, opaque 180 px apple-touch-icon and the head tags that link it and the manifest', async () => {
    const { plugin, file } = await build();
    const meta = await sharp(file(APPLE_TOUCH_ICON_FILE)).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([180, 180, false]);
    expect(plugin.output?.files).toEqual(expect.arrayContaining([APPLE_TOUCH_ICON_FILE, WEB_APP_MANIFEST_FILE]));
    expect(webAppHeadLinks()).toBe(
      '<link rel="manifest" href="/manifest.webmanifest" />\n<link rel="apple-touch-icon" href="/apple-touch-icon.png" />\n' +
        '<link rel="icon" type="image/png" href="/apple-touch-icon.png" />',
    );
  });

  it('has Search and My bookings shortcuts in scope, attributed to the home screen, each with an icon that exists', async () => {
    const { manifest, file } = await build();
    if (!manifest) throw new Error('no manifest emitted');
    expect(manifest.shortcuts.map((s) => [s.short_name, s.url])).toEqual([
      ['Search', '/search/?utm_source=homescreen'],
      ['Bookings', '/account/booking-history/?utm_source=homescreen'],
    ]);
    for (const shortcut of manifest.shortcuts) {
      expect(shortcut.name.length).toBeGreaterThan(0);
      const [icon] = shortcut.icons;
      if (!icon) throw new Error(`${shortcut.name} has no icon`);
      const meta = await sharp(file(icon.src)).metadata();
      // Chromium shows shortcut icons of at least 96 px.
      expect(meta.width).toBeGreaterThanOrEqual(96);
    }
  });

  it('given other token values, then the manifest colours, the icon pixels and the hashed names follow them', async () => {
    const first = await build();
    const tokens = join(dir, 'tokens.css');
    await writeFile(
      tokens,
      ':root {\n  --nv-color-primary: #123456;\n  --nv-color-on-primary: #fedcba;\n  --nv-color-surface: #fafafa;\n}\n',
    );
    const second = await build({ tokensCss: tokens });
    expect(second.errors).toEqual([]);
    expect(second.manifest).toMatchObject({ theme_color: '#123456', background_color: '#fafafa' });
    const maskable = second.manifest?.icons.find((i) => i.purpose === 'maskable');
    if (!maskable) throw new Error('no maskable icon');
    expect(hex((await pixels(second.file(maskable.src))).at(5, 5).slice(0, 3))).toBe('#123456');
    expect(maskable.src).not.toBe(first.manifest?.icons.find((i) => i.purpose === 'maskable')?.src);
  });

  it.each([
    ['missing', null, /web-app-manifest: cannot read the app icon .*missing\.svg/],
    ['not an image', 'this is not an image', /web-app-manifest: the app icon .*\.svg is not an SVG that can be drawn/],
    [
      'unclosed',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect',
      /is not an SVG that can be drawn/,
    ],
    [
      'naming an unknown token',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect fill="var(--nv-color-nope)"/></svg>',
      /web-app-manifest: the app icon .*\.svg: uses --nv-color-nope, which the design tokens do not declare/,
    ],
  ])(
    'given an app icon that is %s, then the build fails with a clear message and emits no manifest',
    async (what, text, message) => {
      const iconSvg = join(dir, what === 'missing' ? 'missing.svg' : 'icon.svg');
      if (text !== null) await writeFile(iconSvg, text);
      const { errors, manifest } = await build({ iconSvg });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(message);
      expect(manifest).toBeNull();
    },
  );

  it('given tokens without the colour it needs, then the build fails naming the token', async () => {
    const tokensCss = join(dir, 'tokens.css');
    await writeFile(tokensCss, ':root { --nv-color-primary: #123456; --nv-color-on-primary: #fff; }\n');
    const { errors } = await build({ tokensCss });
    expect(errors).toEqual([expect.stringMatching(/declares no --nv-color-surface on :root/)]);
  });
});

describe('parseDesignTokens', () => {
  it('reads the first top-level :root, ignoring comments and the overrides inside media queries', () => {
    const css = `/* :root { --x: comment; } */
@media (prefers-reduced-motion: reduce) { :root { --nv-duration: 0ms; } }
:root {
  --nv-color-primary: #c2410c; /* brand */
  --nv-font: system-ui, 'Segoe UI';
  --nv-duration: 120ms;
}
:root { --nv-late: 1; }`;
    expect([...parseDesignTokens(css)]).toEqual([
      ['--nv-color-primary', '#c2410c'],
      ['--nv-font', "system-ui, 'Segoe UI'"],
      ['--nv-duration', '120ms'],
    ]);
  });
});

describe('the page and the manifest agree', () => {
  it('index.html’s theme-color is the brand token, the manifest’s theme_color', () => {
    const root = join(__dirname, '../..');
    const tokens = parseDesignTokens(readFileSync(join(root, 'libs/ui/src/tokens/tokens.css'), 'utf8'));
    const html = readFileSync(join(root, 'apps/shell/src/index.html'), 'utf8');
    const meta = /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];
    expect(meta?.toLowerCase()).toBe(tokens.get('--nv-color-primary')?.toLowerCase());
  });
});
