import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** One message of the W3C Nu HTML checker (vnu.jar, `--format json`). */
export interface HtmlMessage {
  /** `error`, `info` (with subType `warning` for a warning) or `non-document-error` (the checker could not read it). */
  readonly type: 'error' | 'info' | 'non-document-error';
  readonly subType?: string;
  readonly message: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  /** The source around the problem. */
  readonly extract?: string;
}

/** A document to check: a name to report it by (its path, say) and its HTML. */
export interface HtmlDocumentToCheck {
  readonly name: string;
  readonly html: string;
}

/** The jar the vnu-jar package ships. Its own launcher is not used: it downloads a JRE when it finds no java. */
const VNU_JAR = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

const JAVA = process.env['JAVA_HOME'] ? join(process.env['JAVA_HOME'], 'bin/java') : 'java';

/**
 * Checks every document in ONE run of the checker (the JVM takes seconds to start, the checking itself is quick) and
 * gives each document's messages, under its name, in the order given. Throws, saying what to install, when there is
 * no java, and with the checker's output when it fails to run.
 */
export function validateHtml(documents: readonly HtmlDocumentToCheck[]): Map<string, HtmlMessage[]> {
  const result = new Map<string, HtmlMessage[]>(documents.map((d) => [d.name, []]));
  if (documents.length === 0) return result;
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = documents.map((document, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, document.html);
      return file;
    });
    const byUrl = new Map(files.map((file, index) => [pathToFileURL(file).href, documents[index]!.name]));
    const run = spawnSync(JAVA, ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    if (run.error && (run.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `The HTML checker needs Java (${JAVA} was not found): install a JRE 11 or later ` +
          '(Debian: apt-get install default-jre-headless; .ci/run does it) or set JAVA_HOME.',
      );
    }
    if (run.error || run.status !== 0) {
      throw new Error(`The HTML checker failed (${run.error?.message ?? `exit ${run.status}`}):\n${run.stderr}`);
    }
    const { messages } = JSON.parse(run.stdout) as { messages: (HtmlMessage & { url?: string })[] };
    for (const { url, ...message } of messages) {
      // The checker writes file:/tmp/x, not file:///tmp/x.
      const name = url ? byUrl.get(url.replace(/^file:(?!\/\/)/, 'file://')) : undefined;
      if (name === undefined)
        throw new Error(`The HTML checker reported on no document given: ${JSON.stringify(message)}`);
      result.get(name)!.push(message);
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A message as one line: where, what, and the source it is about. */
export function formatHtmlMessage(name: string, message: HtmlMessage): string {
  const kind = message.subType ?? message.type;
  const where =
    message.lastLine === undefined
      ? name
      : `${name}:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}`;
  const extract = message.extract ? `\n    ${message.extract.replace(/\s*\n\s*/g, ' ')}` : '';
  return `${where} ${kind}: ${message.message}${extract}`;
}
