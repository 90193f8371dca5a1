import type { Locale } from '@nivaas/i18n';
import type { TextOf } from '../../i18n/content-texts';
import { FAQ_ANSWERER, FAQ_TEXTS } from '../../seed/faq-data';
import { MAX_SEARCH_WORDS } from './faq-search';

/** The site FAQ by its English question, as the questions table holds it. */
const BY_QUESTION = new Map(FAQ_TEXTS.map((faq) => [faq.question, faq]));

export const FAQ_TITLES = {
  'faq.title': 'Frequently asked questions',
  'faq.title.page': 'Questions about {page}',
} as const;

interface FaqRow {
  id: number;
  question: string;
  answers: { user: string; date: string; verified: boolean; answer: string }[];
}

/** A published question in `locale`: the site's own FAQ is translated, a guest's question and answers never are. */
export function faqIn<R extends FaqRow>(row: R, locale: Locale, text: TextOf): R {
  const faq = BY_QUESTION.get(row.question);
  if (!faq) return row;
  return {
    ...row,
    question: text(locale, `faq.${faq.key}.question`, faq.question),
    answers: row.answers.map((a) =>
      a.user === FAQ_ANSWERER ? { ...a, answer: text(locale, `faq.${faq.key}.answer`, faq.answer, faq.values) } : a,
    ),
  };
}

/**
 * The English questions of the site FAQ whose text in `locale` holds every word searched (the database searches
 * the English): so a visitor finds a question in the language they read it in.
 */
export function faqMatchesIn(search: string, locale: Locale, text: TextOf): string[] {
  const words = (
    search
      .normalize('NFKC')
      .toLocaleLowerCase(locale)
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, MAX_SEARCH_WORDS);
  if (!words.length) return [];
  return FAQ_TEXTS.filter((faq) => {
    const said = `${text(locale, `faq.${faq.key}.question`, faq.question)} ${text(
      locale,
      `faq.${faq.key}.answer`,
      faq.answer,
      faq.values,
    )}`
      .normalize('NFKC')
      .toLocaleLowerCase(locale);
    return words.every((word) => said.includes(word));
  }).map((faq) => faq.question);
}
