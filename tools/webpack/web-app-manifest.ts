import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { Compilation, Compiler } from 'webpack';
import { bookingHistoryPath, homePath, searchPath } from '@nivaas/routes';
import { parseDesignTokens, resolveTokenVars } from './web-app-manifest-tokens';

/**
 * The shell's web app manifest and its icons, made at build time from one SVG.
 * sharp renders the PNGs (prebuilt libvips from the npm registry, no system library to install); colours
 * come from the design tokens, so a re-branded token changes the icon, the splash screen and the
 * browser bar in one place.
 */

const root = join(__dirname, '..', '..');

/** Stable names: the manifest is linked from every page and the apple-touch-icon is fetched by convention. */
export const WEB_APP_MANIFEST_FILE = 'manifest.webmanifest';
export const APPLE_TOUCH_ICON_FILE = 'apple-touch-icon.png';

/**
 * The query every home-screen launch carries: utm_source is one of the parameters the site keeps in its
 * attribution cookie (libs/api-client/src/attribution), so launches from the icon are counted as such.
 */
export const HOMESCREEN_QUERY = 'utm_source=homescreen';

export interface WebAppDescription {
  readonly name: string;
  readonly shortName: string;
  readonly description: string;
  readonly lang: string;
  /** Token names (without var()) for the browser bar and for the splash screen's background. */
  readonly themeColorToken: string;
  readonly backgroundColorToken: string;
}

export const NIVAAS_WEB_APP: WebAppDescription = {
  name: 'Nivaas Hotels',
  shortName: 'Nivaas',
  description: 'Book clean, comfortable budget hotels across India. Pay now, pay at hotel or part-pay.',
  lang: 'en-IN',
  themeColorToken: '--nv-color-primary',
  // "Page and card background" in libs/ui's token list: what the first screen paints behind the splash.
  backgroundColorToken: '--nv-color-surface',
};

export interface WebAppManifestOptions {
  /** The one source image: a square, full-bleed SVG whose mark keeps to the central 80%. */
  readonly iconSvg?: string;
  /** The design tokens the SVG's var() and the manifest's colours are read from. */
  readonly tokensCss?: string;
  readonly app?: WebAppDescription;
  /** Prefix of the icons' URLs; defaults to webpack's output.publicPath when it is a plain path. */
  readonly publicPath?: string;
}

interface IconSpec {
  readonly name: string;
  readonly size: number;
  readonly purpose: 'any' | 'maskable' | 'apple';
}

/**
 * 192 and 512 `any` (corners rounded: shown as they are on desktops and launchers without masks), 512
 * `maskable` (full bleed: the launcher cuts its own shape) and the 180 px apple-touch-icon (opaque: iOS
 * paints transparency black and rounds the corners itself).
 */
const ICONS: readonly IconSpec[] = [
  { name: 'icons/icon-192', size: 192, purpose: 'any' },
  { name: 'icons/icon-512', size: 512, purpose: 'any' },
  { name: 'icons/icon-maskable-512', size: 512, purpose: 'maskable' },
  { name: 'apple-touch-icon', size: 180, purpose: 'apple' },
];

/** The icon's corner radius for `any` icons, as a share of its size (a launcher-like squircle). */
const ANY_CORNER_RADIUS = 0.2;

export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: 'image/png';
  readonly purpose: 'any' | 'maskable';
}

export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly orientation: 'portrait';
  readonly theme_color: string;
  readonly background_color: string;
  readonly lang: string;
  readonly dir: 'ltr';
  readonly categories: readonly string[];
  readonly icons: readonly ManifestIcon[];
  readonly shortcuts: readonly {
    readonly name: string;
    readonly short_name: string;
    readonly url: string;
    readonly icons: readonly ManifestIcon[];
  }[];
}

/** What one build emitted, for the head tags and for tests. */
export interface WebAppManifestOutput {
  readonly manifest: WebAppManifest;
  /** Every file emitted, as written under output.path (the manifest last). */
  readonly files: readonly string[];
}

const withHomescreen = (path: string): string => `${path}${path.includes('?') ? '&' : '?'}${HOMESCREEN_QUERY}`;

/**
 * The tags index.html needs (the apple-touch-icon has a stable name, so the tags never change):
 * `<link rel="manifest">`, `<link rel="apple-touch-icon">` and the tab's `<link rel="icon">`.
 */
export function webAppHeadLinks(publicPath = '/'): string {
  return [
    `<link rel="manifest" href="${publicPath}${WEB_APP_MANIFEST_FILE}" />`,
    `<link rel="apple-touch-icon" href="${publicPath}${APPLE_TOUCH_ICON_FILE}" />`,
    // The tab's icon too (the stable file): without a link, browsers ask for /favicon.ico, a 404 on every visit.
    `<link rel="icon" type="image/png" href="${publicPath}${APPLE_TOUCH_ICON_FILE}" />`,
  ].join('\n');
}

function renderIcon(svg: Buffer, icon: IconSpec): Promise<Buffer> {
  // Rasterised at the target size (density scales the SVG's 72 dpi), not shrunk from a bigger bitmap.
  const image = sharp(svg, { density: Math.max(1, (72 * icon.size) / 512) }).resize(icon.size, icon.size);
  if (icon.purpose === 'apple') return image.removeAlpha().png().toBuffer();
  if (icon.purpose === 'maskable') return image.png().toBuffer();
  const r = Math.round(icon.size * ANY_CORNER_RADIUS);
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}">` +
      `<rect width="${icon.size}" height="${icon.size}" rx="${r}" ry="${r}"/></svg>`,
  );
  return image
    .composite([{ input: corners, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** A build error that names the plugin and the file, so the fix is obvious from the build's output. */
class WebAppManifestError extends Error {
  constructor(message: string) {
    super(`web-app-manifest: ${message}`);
    this.name = 'WebAppManifestError';
  }
}

const shown = (path: string) => relative(process.cwd(), path) || path;

async function readSource(path: string, what: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    throw new WebAppManifestError(`cannot read ${what} ${shown(path)} (${(error as Error).message})`);
  }
}

export class WebAppManifestPlugin {
  private readonly iconSvg: string;
  private readonly tokensCss: string;
  private readonly app: WebAppDescription;
  private readonly publicPath: string | undefined;
  /** The last rendering, by its inputs: a watch rebuild re-renders only when the SVG or tokens changed. */
  private cache: { key: string; images: Map<string, Buffer> } | null = null;
  /** What the last build emitted (read by tests and tools that print the head tags). */
  output: WebAppManifestOutput | null = null;

  constructor(options: WebAppManifestOptions = {}) {
    this.iconSvg = options.iconSvg ?? join(root, 'apps/shell/src/assets/app-icon.svg');
    this.tokensCss = options.tokensCss ?? join(root, 'libs/ui/src/tokens/tokens.css');
    this.app = options.app ?? NIVAAS_WEB_APP;
    this.publicPath = options.publicPath;
  }

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(WebAppManifestPlugin.name, (compilation) => {
      // Watched like sources: editing the icon or a token rebuilds the manifest in `nx serve`.
      compilation.fileDependencies.add(this.iconSvg);
      compilation.fileDependencies.add(this.tokensCss);
      compilation.hooks.processAssets.tapPromise(
        // ADDITIONAL: before the service worker's precache list and the compression plugins read the assets.
        { name: WebAppManifestPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            this.output = await this.emit(compilation);
          } catch (error) {
            this.output = null;
            const message = error instanceof WebAppManifestError ? error.message : `web-app-manifest: ${String(error)}`;
            compilation.errors.push(new webpack.WebpackError(message));
          }
        },
      );
    });
  }

  private iconPublicPath(compilation: Compilation): string {
    if (this.publicPath !== undefined) return this.publicPath;
    const configured = compilation.outputOptions.publicPath;
    // 'auto' or a function: URLs relative to the manifest, which sits at the output's root.
    return typeof configured === 'string' && configured !== 'auto' ? configured : '';
  }

  private async render(svgText: string): Promise<Map<string, Buffer>> {
    const svg = Buffer.from(svgText);
    const key = svg.toString('base64');
    if (this.cache?.key === key) return this.cache.images;
    const images = new Map<string, Buffer>();
    try {
      const rendered = await Promise.all(ICONS.map((icon) => renderIcon(svg, icon)));
      ICONS.forEach((icon, i) => images.set(icon.name, rendered[i] as Buffer));
    } catch (error) {
      throw new WebAppManifestError(
        `the app icon ${shown(this.iconSvg)} is not an SVG that can be drawn (${(error as Error).message})`,
      );
    }
    this.cache = { key, images };
    return images;
  }

  private async emit(compilation: Compilation): Promise<WebAppManifestOutput> {
    const { webpack } = compilation.compiler;
    const [svgSource, tokensSource] = await Promise.all([
      readSource(this.iconSvg, 'the app icon'),
      readSource(this.tokensCss, 'the design tokens'),
    ]);
    const tokens = parseDesignTokens(tokensSource.toString('utf8'));
    const colour = (token: string) => {
      const value = tokens.get(token);
      if (!value) throw new WebAppManifestError(`${shown(this.tokensCss)} declares no ${token} on :root`);
      return value;
    };
    const themeColor = colour(this.app.themeColorToken);
    const backgroundColor = colour(this.app.backgroundColorToken);
    let svgText: string;
    try {
      svgText = resolveTokenVars(svgSource.toString('utf8'), tokens);
    } catch (error) {
      throw new WebAppManifestError(`the app icon ${shown(this.iconSvg)}: ${(error as Error).message}`);
    }
    const images = await this.render(svgText);

    const { hashFunction, hashDigest, hashDigestLength } = compilation.outputOptions;
    const publicPath = this.iconPublicPath(compilation);
    const files: string[] = [];
    const urls = new Map<string, string>();
    for (const icon of ICONS) {
      const image = images.get(icon.name) as Buffer;
      let file = `${icon.name}.png`;
      // The apple-touch-icon keeps its conventional name (index.html links it, iOS also asks for it unlinked);
      // the others are hashed, so they can be cached for a year and a new icon is a new URL.
      if (icon.purpose !== 'apple') {
        const hash = webpack.util
          .createHash(hashFunction ?? 'md4')
          .update(image)
          .digest(hashDigest ?? 'hex')
          .toString()
          .slice(0, hashDigestLength ?? 20);
        file = `${icon.name}.${hash}.png`;
        compilation.emitAsset(file, new webpack.sources.RawSource(image), { immutable: true, contenthash: hash });
      } else {
        compilation.emitAsset(file, new webpack.sources.RawSource(image));
      }
      files.push(file);
      urls.set(icon.name, `${publicPath}${file}`);
    }

    const icon = (name: string, size: number, purpose: ManifestIcon['purpose']): ManifestIcon => ({
      src: urls.get(name) as string,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    });
    const shortcutIcons = [icon('icons/icon-192', 192, 'any')];
    const manifest: WebAppManifest = {
      id: '/',
      name: this.app.name,
      short_name: this.app.shortName,
      description: this.app.description,
      start_url: homePath(HOMESCREEN_QUERY),
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: themeColor,
      background_color: backgroundColor,
      lang: this.app.lang,
      dir: 'ltr',
      categories: ['travel'],
      icons: [
        icon('icons/icon-192', 192, 'any'),
        icon('icons/icon-512', 512, 'any'),
        icon('icons/icon-maskable-512', 512, 'maskable'),
      ],
      shortcuts: [
        {
          name: 'Search hotels',
          short_name: 'Search',
          url: searchPath(undefined, HOMESCREEN_QUERY),
          icons: shortcutIcons,
        },
        {
          name: 'My bookings',
          short_name: 'Bookings',
          url: withHomescreen(bookingHistoryPath()),
          icons: shortcutIcons,
        },
      ],
    };
    compilation.emitAsset(
      WEB_APP_MANIFEST_FILE,
      new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
    );
    files.push(WEB_APP_MANIFEST_FILE);
    return { manifest, files };
  }
}
