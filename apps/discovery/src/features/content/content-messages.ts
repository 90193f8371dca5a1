import { defineCatalogues, createTranslationHook, type Catalogues } from '@nivaas/i18n';
import EN_GB from './content-messages.en-GB.json';
import EN_IN from './content-messages.en-IN.json';

type BrandKey = 'trend' | 'trip' | 'tryst' | 'itsy' | 'medalio' | 'independent';

type Key =
  | 'retry'
  | 'loading'
  | 'faq.title'
  | 'faq.content.failed'
  | 'faq.content.empty'
  | 'qna.title'
  | 'qna.total'
  | 'qna.failed'
  | 'qna.empty'
  | 'qna.pageEmpty'
  | 'qna.firstPage'
  | 'qna.answeredBy'
  | 'qna.verified'
  | 'qna.noAnswer'
  | 'qna.pages'
  | 'qna.previous'
  | 'qna.next'
  | 'qna.pageOf'
  | 'search.form'
  | 'search.label'
  | 'search.hint'
  | 'search.clear'
  | 'search.matches'
  | 'search.none'
  | 'search.emptyTitle'
  | 'search.emptyBody'
  | 'policies.title'
  | 'policies.cancellation'
  | 'policies.checkin'
  | 'ask.title'
  | 'ask.label'
  | 'ask.hint'
  | 'ask.sent'
  | 'about.title'
  | 'about.lead'
  | 'about.story'
  | 'about.why'
  | 'about.contact'
  | 'about.call'
  | 'about.whatsapp'
  | 'about.failed'
  | 'about.brands'
  | 'brands.title'
  | 'brands.lead'
  | 'brands.see'
  | 'brand.search'
  | 'brand.others'
  | 'tier.standard'
  | 'tier.economy'
  | 'tier.premium'
  | 'tier.medalio'
  | 'tier.independent'
  | 'tier.compact'
  | `brand.${BrandKey}.name`
  | `brand.${BrandKey}.tagline`
  | `brand.${BrandKey}.body`;

export const contentCatalogues: Catalogues<Key> = defineCatalogues(
  { 'en-GB': EN_GB, 'en-IN': EN_IN },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './content-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './content-messages.hi-IN.json'),
  },
);

export const useContentT = createTranslationHook(contentCatalogues);
