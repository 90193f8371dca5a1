import { REMOTE_NAMES, type RemoteName } from '@nivaas/routes';

/** Where each remote's remoteEntry.js lives, as the shell server hands it out. */
export type RemoteManifest = Readonly<Record<RemoteName, string>>;

export const REMOTE_MANIFEST_ELEMENT_ID = 'nivaas-remote-manifest';
export const REMOTE_MANIFEST_PATH = '/remote-manifest.json';

/** Accepts only an object naming every remote with an http(s) URL; anything else is refused. */
export function parseRemoteManifest(value: unknown): RemoteManifest {
  if (typeof value !== 'object' || value === null) throw new Error('Remote manifest is not an object');
  const record = value as Record<string, unknown>;
  const manifest: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = record[name];
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(`Remote manifest has no URL for ${name}`);
    manifest[name] = url;
  }
  return manifest as RemoteManifest;
}

/**
 * Reads the manifest the shell server embedded in the page; a page served by the
 * development server has none, so it is fetched from the server instead.
 */
export async function readRemoteManifest(doc: Document, fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const embedded = doc.getElementById(REMOTE_MANIFEST_ELEMENT_ID)?.textContent;
  if (embedded) return parseRemoteManifest(JSON.parse(embedded));
  const response = await fetchImpl(REMOTE_MANIFEST_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Remote manifest answered ${response.status}`);
  return parseRemoteManifest(await response.json());
}
