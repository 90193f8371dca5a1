import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createTranslate, type Catalogues, type Message } from '../create-translate';
import { loadDefinedCatalogues } from '../load-catalogues';
import { LOCALES, SOURCE_LOCALE, type Locale } from '../locale';

/**
 * The catalogue checks every remote runs on its own `*-messages.ts` files (libs/i18n/README.md): each file
 * exports one catalogue set; French and Hindi translate every English text with the same placeholders; plural texts
 * keep their `other` form; no locale has a key English lacks; a French or Hindi lookup never logs
 * "Translation failed". Call it from a remote's `src/i18n/catalogues.spec.ts` with the remote's `src` folder.
 */
export function describeCatalogues(options: {
  /** Shown in the test names, e.g. "checkout". */
  readonly remote: string;
  /** The folder searched (the remote's src). */
  readonly root: string;
  /** Paths (relative to root) that must be among the files found, so a moved folder cannot pass empty. */
  readonly expected: readonly string[];
}): void {
  const files = messageFiles(options.root);

  describe(`the ${options.remote} remote’s catalogues`, () => {
    it('are found', () => {
      expect(files.map((file) => relative(options.root, file))).toEqual(expect.arrayContaining([...options.expected]));
    });

    describe.each(files.map((file) => [relative(options.root, file), file]))('%s', (_name, file) => {
      const load = async () => {
        const module = (await import(file)) as Record<string, unknown>;
        const found = Object.values(module).filter(isCatalogues);
        expect(found).toHaveLength(1);
        const [catalogues] = found;
        if (!catalogues) throw new Error(`${file} exports no catalogues`);
        // Every set the file defined or imported (an aggregate of other files' catalogues, libs/ui's ui-messages.ts).
        await loadDefinedCatalogues(LOCALES);
        return catalogues;
      };

      it.each(TRANSLATED)(
        'exports one catalogue set whose %s translates every English text with the same placeholders',
        async (locale) => {
          const catalogues = await load();
          const english = catalogues[SOURCE_LOCALE] as Readonly<Record<string, Message>>;
          const translated = (catalogues[locale] ?? {}) as Readonly<Record<string, Message>>;
          expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
          for (const key of Object.keys(english)) {
            expect([key, placeholders(translated[key])]).toEqual([key, placeholders(english[key])]);
          }
        },
      );

      it('gives every plural text an `other` form and every locale only known keys', async () => {
        const catalogues = await load();
        const english = catalogues['en-GB'] as Readonly<Record<string, Message>>;
        for (const [locale, catalogue] of Object.entries(catalogues)) {
          for (const [key, message] of Object.entries(catalogue as Record<string, Message>)) {
            expect([locale, key, key in english]).toEqual([locale, key, true]);
            if (typeof message !== 'string')
              expect([locale, key, typeof message.other]).toEqual([locale, key, 'string']);
          }
        }
      });

      it.each(TRANSLATED)('never fails a lookup in %s (no "Translation failed")', async (locale) => {
        const catalogues = await load();
        const log = jest.fn();
        const t = createTranslate(catalogues, locale, log);
        for (const key of Object.keys(catalogues['en-GB'])) t(key, { count: 2 });
        expect(log).not.toHaveBeenCalled();
      });
    });
  });
}

/**
 * The locales that translate every text (en-IN only overrides the few India says differently). A key missing from
 * one fails that remote's tests, and so the build.
 */
const TRANSLATED: readonly Locale[] = ['fr-FR', 'hi-IN'];

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(path);
    return entry.name.endsWith('-messages.ts') ? [path] : [];
  });
}

const isCatalogues = (value: unknown): value is Catalogues<string> =>
  typeof value === 'object' && value !== null && 'en-GB' in value;

const placeholders = (message: Message | undefined): string[] => {
  const texts = message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message);
  return [...new Set(texts.flatMap((text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')))]
    .filter((name) => name !== 'count')
    .sort();
};
