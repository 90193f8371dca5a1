/**
 * What a remote publishes beside its browser build for the shell server:
 * `<remote base>/server/server-manifest.json`, served `no-cache` like remoteEntry.js. It names the release, the
 * one server file (content-hashed, so a fetched copy is valid forever) with the SHA-384 digest of its bytes, and, per
 * named browser chunk, the files
 * that chunk's screen needs in the page (its CSS to link, its scripts to preload).
 */
export interface ServerManifest {
  readonly release: string;
  /** The server bundle, relative to `<remote base>/server/`. */
  readonly file: string;
  /**
   * `sha384-<base64>` of the server file's bytes, written by the remote's build (tools/webpack/server-manifest.ts):
   * the shell evaluates the file only when the bytes it fetched have this digest.
   */
  readonly integrity: string;
  /** The modules the bundle expects the shell server to hand it (react, react-dom, @nivaas/state ...). */
  readonly externals: readonly string[];
  /** Named browser chunk → its files, relative to the remote's base URL. */
  readonly chunks: Readonly<Record<string, ChunkFiles>>;
}

export interface ChunkFiles {
  readonly css: readonly string[];
  readonly js: readonly string[];
}

export const SERVER_MANIFEST_PATH = 'server/server-manifest.json';

/** A file name the manifest may give: a plain relative path, never a scheme, `..` or a query. */
const RELATIVE_FILE = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]{0,199}$/;
/** Subresource Integrity's form of a SHA-384 digest: 48 bytes, 64 base64 characters. */
const SHA384_INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;
const MAX_RELEASE_LENGTH = 200;
const MAX_CHUNKS = 200;
const MAX_FILES_PER_CHUNK = 50;

export class ServerManifestError extends Error {
  constructor(message: string) {
    super(`server-manifest.json: ${message}`);
    this.name = 'ServerManifestError';
  }
}

function files(value: unknown, where: string, ending: RegExp): string[] {
  if (!Array.isArray(value) || value.length > MAX_FILES_PER_CHUNK)
    throw new ServerManifestError(`${where} is not a list`);
  return value.map((file) => {
    if (typeof file !== 'string' || !RELATIVE_FILE.test(file) || !ending.test(file)) {
      throw new ServerManifestError(`${where} names an unsafe or unexpected file`);
    }
    return file;
  });
}

/**
 * Checks a manifest fetched over the network before anything in it is used: the server evaluates the file it names
 * and writes its other files into pages, so nothing but plain relative names of the expected kind gets through.
 */
export function parseServerManifest(value: unknown): ServerManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ServerManifestError('not an object');
  const record = value as Record<string, unknown>;
  const { release, file, integrity, externals, chunks } = record;
  if (typeof release !== 'string' || release.length === 0 || release.length > MAX_RELEASE_LENGTH) {
    throw new ServerManifestError('no release');
  }
  if (typeof file !== 'string' || !RELATIVE_FILE.test(file) || !file.endsWith('.js')) {
    throw new ServerManifestError('no server file');
  }
  // A manifest without a digest (a build from before digests) is refused: its bundle could not be checked.
  if (typeof integrity !== 'string' || !SHA384_INTEGRITY.test(integrity)) {
    throw new ServerManifestError('no sha384 integrity for the server file');
  }
  if (!Array.isArray(externals) || !externals.every((name) => typeof name === 'string')) {
    throw new ServerManifestError('externals is not a list of names');
  }
  if (typeof chunks !== 'object' || chunks === null || Array.isArray(chunks)) {
    throw new ServerManifestError('chunks is not an object');
  }
  const entries = Object.entries(chunks as Record<string, unknown>);
  if (entries.length > MAX_CHUNKS) throw new ServerManifestError('too many chunks');
  const parsed: Record<string, ChunkFiles> = {};
  for (const [name, chunk] of entries) {
    if (typeof chunk !== 'object' || chunk === null) throw new ServerManifestError(`chunk ${name} is not an object`);
    const { css, js } = chunk as Record<string, unknown>;
    parsed[name] = { css: files(css, `chunk ${name} css`, /\.css$/), js: files(js, `chunk ${name} js`, /\.js$/) };
  }
  return { release, file, integrity, externals: externals as string[], chunks: parsed };
}
