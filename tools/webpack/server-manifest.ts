import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { Compilation, WebpackError, sources, type Compiler, type Module, type NormalModule } from 'webpack';

/** Where a remote's server build goes, under its dist folder (the remote's base URL + `server/`). */
export const SERVER_DIR = 'server';
/** Never hashed: the shell server reads it first (served `no-cache`, like remoteEntry.js). */
export const SERVER_MANIFEST_FILE = 'server-manifest.json';

/** The browser files (relative to the remote's base URL) one named async chunk group loads, in order. */
export interface ChunkFiles {
  readonly css: string[];
  readonly js: string[];
}

/** dist/apps/<remote>/server/server-manifest.json: what the shell server needs to render a remote's screen. */
export interface ServerManifest {
  /** process.env.NIVAAS_RELEASE of this build, equal in the browser and the server bundle. */
  readonly release: string;
  /** The server bundle (CommonJS, default export the RemoteModule), relative to server-manifest.json. */
  readonly file: string;
  /**
   * `sha384-<base64>` of the server file's bytes (the Subresource Integrity form): the shell server evaluates the
   * file only when what it fetched has this digest, so a bundle changed on the way or on the CDN is never run.
   */
  readonly integrity: string;
  /** The requests the bundle `require`s: the shell server hands out its own copies. */
  readonly externals: string[];
  /** Every named async chunk group of the browser build (webpackChunkName), with the files it loads. */
  readonly chunks: Record<string, ChunkFiles>;
}

/**
 * What the browser compilation of one build records for the server compilation of the same build. Both
 * run in one process (webpack's MultiCompiler, the server one `dependencies: [browser]`), so an object the
 * config shares is enough: no file to go stale between runs.
 */
export interface BrowserBuildRecord {
  readonly release: string;
  chunks?: Record<string, ChunkFiles>;
}

const PLUGIN = 'NivaasServerManifest';

/** The named async chunk groups of a finished browser compilation and the JS/CSS files each one loads. */
export function namedChunkFiles(compilation: Compilation): Record<string, ChunkFiles> {
  const chunks: Record<string, ChunkFiles> = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    // Entrypoints (main, remoteEntry) are loaded by their own URLs, not by a screen.
    if (group.isInitial()) continue;
    const files = group.chunks.flatMap((chunk) => [...chunk.files]);
    chunks[name] = {
      css: files.filter((file) => file.endsWith('.css')),
      js: files.filter((file) => file.endsWith('.js')),
    };
  }
  return Object.fromEntries(Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b)));
}

/** In the browser compilation: records its named chunk groups once its files have their final names. */
export class BrowserChunksRecorderPlugin {
  constructor(private readonly record: BrowserBuildRecord) {}

  apply(compiler: Compiler) {
    // A rebuild (watch) must never hand the server compilation the chunks of the previous one.
    compiler.hooks.invalid.tap(PLUGIN, () => (this.record.chunks = undefined));
    compiler.hooks.done.tap(PLUGIN, (stats) => {
      this.record.chunks = stats.hasErrors() ? undefined : namedChunkFiles(stats.compilation);
    });
  }
}

/** A stand-in for every external while the bundle is evaluated at build time: callable, constructible, any key. */
function externalStub(): unknown {
  const stub: unknown = new Proxy(() => undefined, {
    get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : stub),
    apply: () => stub,
    construct: () => stub as object,
  });
  return stub;
}

/** What the bundle's top-level code says while the build evaluates it: nothing anyone needs to read. */
const quiet = () => undefined;

interface EvaluatedScreen {
  readonly chunk?: unknown;
  readonly load?: unknown;
}

/**
 * Runs the CommonJS bundle in a fresh context with stubs for its externals and returns its default export's
 * screens. Only the modules routes.ts imports statically run (screens stay behind their import()).
 */
function evaluateScreens(code: string, file: string): Record<string, EvaluatedScreen> {
  const module = { exports: {} as Record<string, unknown> };
  const sandbox = {
    module,
    exports: module.exports,
    require: () => externalStub(),
    console: { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet },
    process: { env: {} },
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    AbortController,
    setTimeout,
    clearTimeout,
    queueMicrotask,
  };
  runInNewContext(code, sandbox, { filename: file });
  const remote = (module.exports['default'] ?? module.exports) as { routes?: Record<string, EvaluatedScreen> };
  if (!remote.routes || typeof remote.routes !== 'object') throw new Error('its default export has no `routes`');
  return remote.routes;
}

/**
 * The chunk name webpack wrote beside an import() it resolved in the same bundle (`/*! import() | name *\/`),
 * read from the screen's `load` as the bundle has it. Undefined when the source does not show one.
 */
function importedChunkName(load: unknown): string | undefined {
  if (typeof load !== 'function') return undefined;
  return /import\(\) \| ([^\s*]+)/.exec(Function.prototype.toString.call(load))?.[1];
}

/** The Subresource Integrity form of a file's SHA-384 digest: `sha384-<base64>`. */
export function sha384Integrity(bytes: Buffer | string): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Why the screens of a bundle do not agree with the browser build's chunks, one message per screen. */
export function screenChunkProblems(screens: Record<string, EvaluatedScreen>, chunkNames: readonly string[]): string[] {
  const known = new Set(chunkNames);
  const problems: string[] = [];
  for (const [id, screen] of Object.entries(screens)) {
    const { chunk } = screen;
    const imported = importedChunkName(screen.load);
    if (typeof chunk !== 'string' || chunk === '') {
      problems.push(`screen "${id}" has no \`chunk\` (the webpackChunkName of its load's import)`);
    } else if (!known.has(chunk)) {
      problems.push(
        `screen "${id}" says chunk "${chunk}", which is no named chunk of the browser build (${[...known].join(', ')})`,
      );
    } else if (imported !== undefined && imported !== chunk) {
      problems.push(`screen "${id}" says chunk "${chunk}" but its load imports chunk "${imported}"`);
    }
  }
  return problems;
}

/** Every import() in the remote's routes.ts names its chunk, so each screen's code is findable by name. */
function unnamedImports(module: NormalModule): string[] {
  return module.blocks
    .filter((block) => !(block as { groupOptions?: { name?: string } }).groupOptions?.name)
    .map((block) => {
      const request = (block.dependencies[0] as { request?: string } | undefined)?.request ?? 'an import()';
      return `${request} is imported without a webpackChunkName`;
    });
}

export interface ServerManifestOptions {
  /** Absolute path of the remote's routes.ts (the server compilation's entry). */
  readonly routesFile: string;
  readonly externals: readonly string[];
  readonly record: BrowserBuildRecord;
}

/**
 * In the server compilation: checks the bundle against the browser build of the same run and writes
 * server-manifest.json beside it. Fails the build when there is not exactly one file, when an import() of
 * routes.ts has no chunk name, or when a screen's `chunk` is no named chunk group of the browser build.
 */
export class ServerManifestPlugin {
  constructor(private readonly options: ServerManifestOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const fail = (message: string) => {
        const error = new WebpackError(`${PLUGIN}: ${message}`);
        compilation.errors.push(error);
      };

      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const routes = [...modules].find(
          (module: Module) => (module as NormalModule).resource === this.options.routesFile,
        ) as NormalModule | undefined;
        if (!routes) return fail(`${this.options.routesFile} is not in the server build`);
        unnamedImports(routes).forEach((problem) => fail(`${this.options.routesFile}: ${problem}`));
      });

      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, () => {
        const files = [...compilation.chunks].flatMap((chunk) => [...chunk.files]).filter((f) => f.endsWith('.js'));
        const file = files[0];
        if (files.length !== 1 || !file) return fail(`expected one server file, got ${files.join(', ') || 'none'}`);
        const chunks = this.options.record.chunks;
        if (!chunks) return fail('the browser compilation of this build recorded no chunks (did it fail?)');

        const source = compilation.getAsset(file)?.source;
        if (!source) return fail(`${file} has no source`);
        let screens: Record<string, EvaluatedScreen>;
        try {
          screens = evaluateScreens(source.buffer().toString('utf8'), file);
        } catch (error) {
          return fail(`${file} could not be evaluated with stub externals: ${(error as Error).message}`);
        }
        const problems = screenChunkProblems(screens, Object.keys(chunks));
        if (problems.length) return problems.forEach(fail);

        const manifest: ServerManifest = {
          release: this.options.record.release,
          file,
          // This stage runs after every change to the file's content (minifying, hashing): the digest is of the
          // bytes written, which the CDN serves.
          integrity: sha384Integrity(source.buffer()),
          externals: [...this.options.externals],
          chunks,
        };
        compilation.emitAsset(SERVER_MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}
