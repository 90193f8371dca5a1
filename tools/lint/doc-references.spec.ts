import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every reference to a document resolves from a clone (docs/conventions.md 11): a cited file exists, a cited
 * rule section or convention number exists in it, and code comments name rules, not tracker tickets.
 */
const root = join(__dirname, '../..');

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|css|md|json|html|sh)$/.test(file) && !file.endsWith('package-lock.json'))
  .filter((file) => existsSync(join(root, file)));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Each place a pattern matches, as `file: match`. */
function occurrences(pattern: RegExp, files = tracked): { file: string; match: RegExpExecArray }[] {
  return files.flatMap((file) => [...read(file).matchAll(pattern)].map((match) => ({ file, match })));
}

const numbersOf = (file: string, heading: RegExp) =>
  new Set([...read(file).matchAll(heading)].map((match) => Number(match[1])));

describe('document references', () => {
  it('given a path under docs/, then the file or folder is in the repository', () => {
    const missing = occurrences(/(?<![\w/.-])docs\/[\w./-]*\w/g)
      .filter(({ match }) => !match[0].includes('*'))
      .filter(({ match }) => !existsSync(join(root, match[0])))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(missing).toEqual([]);
  });

  it('given "docs/rules.md N" or "sections N-M", then section N is a section of the rules', () => {
    const sections = numbersOf('docs/rules.md', /^## (\d+)\./gm);
    const cited = occurrences(/docs\/rules\.md (?:sections? )?((?:\d+(?:-\d+)?(?:, | and |, and )?)+)/g).flatMap(
      ({ file, match }) =>
        (match[1] ?? '')
          .split(/, and |, | and |-/)
          .filter(Boolean)
          .map((n) => ({ file, n: Number(n) })),
    );
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ n }) => !sections.has(n)).map(({ file, n }) => `${file}: ${n}`)).toEqual([]);
  });

  it('given "docs/conventions.md N", then convention N exists', () => {
    const conventions = numbersOf('docs/conventions.md', /^(\d+)\. /gm);
    const wrong = occurrences(/docs\/conventions\.md (\d+)/g)
      .filter(({ match }) => !conventions.has(Number(match[1])))
      .map(({ file, match }) => `${file}: ${match[0]}`);
    expect(wrong).toEqual([]);
  });

  it('given code, then no comment names a document outside the repository or a tracker ticket', () => {
    const code = tracked.filter(
      (file) => /\.(ts|tsx|js|mjs|cjs|css|sh)$/.test(file) && file !== 'tools/lint/doc-references.spec.ts',
    );
    const outside = occurrences(/(?<![\w/.])(?:SPEC|STYLE|DESIGN|TOOLCHAIN)\.md|\.\.\/shared\//g, code);
    const tickets = occurrences(/\bissues? \d+/gi, code);
    expect([...outside, ...tickets].map(({ file, match }) => `${file}: ${match[0]}`)).toEqual([]);
  });
});
