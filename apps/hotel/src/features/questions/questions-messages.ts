import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'retry'
  | 'loading'
  | 'title'
  | 'total'
  | 'failed'
  | 'empty'
  | 'answeredBy'
  | 'verified'
  | 'noAnswer'
  | 'more'
  | 'loadingMore'
  | 'moreFailed'
  | 'end'
  | 'ask.title'
  | 'ask.label'
  | 'ask.hint'
  | 'ask.count'
  | 'ask.submit'
  | 'ask.sending'
  | 'ask.blank'
  | 'ask.short'
  | 'ask.long'
  | 'ask.sent'
  | 'ask.failed';

export const questionsCatalogues: Catalogues<Key> = {
  'en-GB': {
    retry: 'Try again',
    loading: 'Loading questions',
    title: 'Questions about this hotel',
    total: { one: '{n} question', other: '{n} questions' },
    failed: 'Questions could not be loaded',
    empty: 'No questions yet. Ask the first one below.',
    answeredBy: '{user}, {date}',
    verified: 'Verified',
    noAnswer: 'Not answered yet.',
    more: 'Show more questions',
    loadingMore: 'Loading more questions',
    moreFailed: 'More questions could not be loaded.',
    end: 'That is every question.',
    'ask.title': 'Ask a question',
    'ask.label': 'Your question about {hotel}',
    'ask.hint': 'Ask about rooms, food, parking or anything else. Our team reads each question before it is shown.',
    'ask.count': '{count} of {max} characters',
    'ask.submit': 'Send question',
    'ask.sending': 'Sending your question',
    'ask.blank': 'Type your question first.',
    'ask.short': 'Write at least {min} characters.',
    'ask.long': 'Keep your question to {max} characters.',
    'ask.sent': 'Thank you. Your question is waiting for our team to check it; it appears here once it is answered.',
    'ask.failed': 'Your question could not be sent. Please try again.',
  },
  'fr-FR': {
    retry: 'Réessayer',
    loading: 'Chargement des questions',
    title: 'Questions sur cet hôtel',
    total: { one: '{n} question', other: '{n} questions' },
    failed: 'Les questions n’ont pas pu être chargées',
    empty: 'Aucune question pour le moment. Posez la première ci-dessous.',
    answeredBy: '{user}, {date}',
    verified: 'Vérifiée',
    noAnswer: 'Pas encore de réponse.',
    more: 'Afficher plus de questions',
    loadingMore: 'Chargement d’autres questions',
    moreFailed: 'Les questions suivantes n’ont pas pu être chargées.',
    end: 'Toutes les questions sont affichées.',
    'ask.title': 'Poser une question',
    'ask.label': 'Votre question sur {hotel}',
    'ask.hint': 'Chambres, repas, parking ou autre : notre équipe lit chaque question avant qu’elle soit publiée.',
    'ask.count': '{count} caractères sur {max}',
    'ask.submit': 'Envoyer la question',
    'ask.sending': 'Envoi de votre question',
    'ask.blank': 'Saisissez d’abord votre question.',
    'ask.short': 'Écrivez au moins {min} caractères.',
    'ask.long': 'Votre question ne doit pas dépasser {max} caractères.',
    'ask.sent':
      'Merci. Votre question attend la vérification de notre équipe ; elle apparaîtra ici une fois qu’elle aura une réponse.',
    'ask.failed': 'Votre question n’a pas pu être envoyée. Veuillez réessayer.',
  },
  'en-IN': {},
};

export const useQuestionsT = createTranslationHook(questionsCatalogues);
