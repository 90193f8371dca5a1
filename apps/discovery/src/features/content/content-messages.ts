import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

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
  | 'qna.page'
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
  | 'ask.count'
  | 'ask.submit'
  | 'ask.sending'
  | 'ask.blank'
  | 'ask.short'
  | 'ask.long'
  | 'ask.sent'
  | 'ask.failed'
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

export const contentCatalogues: Catalogues<Key> = {
  'en-GB': {
    retry: 'Try again',
    loading: 'Loading',
    'faq.title': 'Frequently asked questions',
    'faq.content.failed': 'Answers could not be loaded',
    'faq.content.empty': 'No answers here yet.',
    'qna.title': 'Questions from guests',
    'qna.total': { one: '{count} question', other: '{count} questions' },
    'qna.failed': 'Questions could not be loaded',
    'qna.empty': 'No questions yet. Be the first to ask.',
    'qna.pageEmpty': 'There are no questions on this page.',
    'qna.firstPage': 'Go to the first page',
    'qna.answeredBy': '{user}, {date}',
    'qna.verified': 'Verified',
    'qna.noAnswer': 'Not answered yet.',
    'qna.pages': 'Question pages',
    'qna.previous': 'Previous',
    'qna.next': 'Next',
    'qna.page': 'Page {number}',
    'qna.pageOf': 'Page {page} of {pages}',
    'search.form': 'Search the questions',
    'search.label': 'Search questions and answers',
    'search.hint': 'For example: refund, breakfast, pay at hotel',
    'search.clear': 'Clear search',
    'search.matches': {
      one: '{count} question matches “{query}”',
      other: '{count} questions match “{query}”',
    },
    'search.none': 'No questions match “{query}”',
    'search.emptyTitle': 'Try other words',
    'search.emptyBody': 'Fewer or shorter words find more. You can also ask us below: we answer within a day.',
    'policies.title': 'Booking policies',
    'policies.cancellation': 'Cancellation',
    'policies.checkin': 'Check-in and check-out',
    'ask.title': 'Ask a question',
    'ask.label': 'Your question',
    'ask.hint': 'We answer within a day. Questions are shown once answered.',
    'ask.count': '{count} of {max} characters',
    'ask.submit': 'Send question',
    'ask.sending': 'Sending…',
    'ask.blank': 'Type your question first',
    'ask.short': 'Please write at least {min} characters',
    'ask.long': 'Please keep it to {max} characters',
    'ask.sent': 'Thank you. We have your question and will answer it soon.',
    'ask.failed': 'Your question could not be sent. Please try again.',
    'about.title': 'About us',
    'about.lead': 'Clean, friendly, affordable stays in cities across India.',
    'about.story':
      'We started with one simple promise: a budget hotel room should be clean, safe and easy to book. Today our hotels welcome business travellers, families and couples every night, with the same standards in every city.',
    'about.why': 'Why stay with us',
    'about.contact': 'Talk to us',
    'about.call': 'Call {phone}',
    'about.whatsapp': 'WhatsApp us',
    'about.failed': 'This part of the page could not be loaded',
    'about.brands': 'Our brands',
    'brands.title': 'Our brands',
    'brands.lead': 'One standard of care, a stay for every budget.',
    'brands.see': 'About {brand}',
    'brand.search': 'Find a hotel',
    'brand.others': 'All our brands',
    'tier.standard': 'Standard',
    'tier.economy': 'Economy',
    'tier.premium': 'Premium',
    'tier.medalio': 'Luxury',
    'tier.independent': 'Independent',
    'tier.compact': 'Compact',
    'brand.trend.name': 'Trend',
    'brand.trend.tagline': 'Our standard hotels',
    'brand.trend.body': 'Comfortable rooms, breakfast options and Wi-Fi that works, in the heart of the city.',
    'brand.trip.name': 'Trip',
    'brand.trip.tagline': 'Economy stays',
    'brand.trip.body': 'Everything you need for a good night’s sleep at the lowest price, checked by our quality team.',
    'brand.tryst.name': 'Tryst',
    'brand.tryst.tagline': 'Premium hotels',
    'brand.tryst.body': 'Larger rooms, designer interiors and extra services for a special trip.',
    'brand.itsy.name': 'Itsy',
    'brand.itsy.tagline': 'Compact rooms, smart prices',
    'brand.itsy.body': 'Small, bright rooms close to where you need to be, for short stays and solo travellers.',
    'brand.medalio.name': 'Medalio',
    'brand.medalio.tagline': 'Luxury, the Nivaas way',
    'brand.medalio.body': 'Our finest hotels: suites, fine dining and service that remembers your name.',
    'brand.independent.name': 'Independent hotels',
    'brand.independent.tagline': 'Partner hotels we vouch for',
    'brand.independent.body': 'Independent hotels that meet our standards of cleanliness, safety and service.',
  },
  'fr-FR': {
    retry: 'Réessayer',
    loading: 'Chargement',
    'faq.title': 'Questions fréquentes',
    'faq.content.failed': 'Les réponses n’ont pas pu être chargées',
    'faq.content.empty': 'Pas encore de réponses ici.',
    'qna.title': 'Questions des voyageurs',
    'qna.total': { one: '{count} question', many: '{count} de questions', other: '{count} questions' },
    'qna.failed': 'Les questions n’ont pas pu être chargées',
    'qna.empty': 'Aucune question pour l’instant. Posez la première.',
    'qna.pageEmpty': 'Il n’y a aucune question sur cette page.',
    'qna.firstPage': 'Aller à la première page',
    'qna.answeredBy': '{user}, {date}',
    'qna.verified': 'Vérifié',
    'qna.noAnswer': 'Pas encore de réponse.',
    'qna.pages': 'Pages de questions',
    'qna.previous': 'Précédent',
    'qna.next': 'Suivant',
    'qna.page': 'Page {number}',
    'qna.pageOf': 'Page {page} sur {pages}',
    'search.form': 'Rechercher dans les questions',
    'search.label': 'Rechercher dans les questions et réponses',
    'search.hint': 'Les questions sont en anglais, par exemple : refund, breakfast, pay at hotel',
    'search.clear': 'Effacer la recherche',
    'search.matches': {
      one: '{count} question correspond à « {query} »',
      many: '{count} de questions correspondent à « {query} »',
      other: '{count} questions correspondent à « {query} »',
    },
    'search.none': 'Aucune question ne correspond à « {query} »',
    'search.emptyTitle': 'Essayez d’autres mots',
    'policies.title': 'Conditions de réservation',
    'policies.cancellation': 'Annulation',
    'policies.checkin': 'Arrivée et départ',
    'search.emptyBody':
      'Moins de mots, ou des mots plus courts, trouvent davantage. Vous pouvez aussi nous poser la question ci-dessous : nous répondons sous 24 heures.',
    'ask.title': 'Poser une question',
    'ask.label': 'Votre question',
    'ask.hint': 'Nous répondons sous 24 heures. Les questions apparaissent une fois la réponse publiée.',
    'ask.count': '{count} caractères sur {max}',
    'ask.submit': 'Envoyer la question',
    'ask.sending': 'Envoi…',
    'ask.blank': 'Saisissez d’abord votre question',
    'ask.short': 'Écrivez au moins {min} caractères',
    'ask.long': 'Limitez-vous à {max} caractères',
    'ask.sent': 'Merci. Nous avons bien reçu votre question et y répondrons bientôt.',
    'ask.failed': 'Votre question n’a pas pu être envoyée. Réessayez.',
    'about.title': 'À propos',
    'about.lead': 'Des séjours propres, chaleureux et abordables dans toute l’Inde.',
    'about.story':
      'Nous sommes partis d’une promesse simple : une chambre d’hôtel économique doit être propre, sûre et facile à réserver. Aujourd’hui, nos hôtels accueillent chaque nuit voyageurs d’affaires, familles et couples, avec les mêmes exigences dans chaque ville.',
    'about.why': 'Pourquoi séjourner chez nous',
    'about.contact': 'Nous contacter',
    'about.call': 'Appeler le {phone}',
    'about.whatsapp': 'Nous écrire sur WhatsApp',
    'about.failed': 'Cette partie de la page n’a pas pu être chargée',
    'about.brands': 'Nos marques',
    'brands.title': 'Nos marques',
    'brands.lead': 'Une même exigence, un séjour pour chaque budget.',
    'brands.see': 'Découvrir {brand}',
    'brand.search': 'Trouver un hôtel',
    'brand.others': 'Toutes nos marques',
    'tier.standard': 'Standard',
    'tier.economy': 'Économique',
    'tier.premium': 'Premium',
    'tier.medalio': 'Luxe',
    'tier.independent': 'Indépendant',
    'tier.compact': 'Compact',
    'brand.trend.tagline': 'Nos hôtels standard',
    'brand.trend.body':
      'Des chambres confortables, des petits-déjeuners et un Wi-Fi qui fonctionne, au cœur de la ville.',
    'brand.trip.tagline': 'Séjours économiques',
    'brand.trip.body': 'Tout le nécessaire pour bien dormir au meilleur prix, contrôlé par notre équipe qualité.',
    'brand.tryst.tagline': 'Hôtels premium',
    'brand.tryst.body':
      'Des chambres plus grandes, une décoration soignée et des services en plus pour un voyage spécial.',
    'brand.itsy.tagline': 'Chambres compactes, prix malins',
    'brand.itsy.body':
      'De petites chambres lumineuses, près de là où vous devez être, pour les courts séjours et les voyageurs seuls.',
    'brand.medalio.tagline': 'Le luxe, à la manière Nivaas',
    'brand.medalio.body': 'Nos plus beaux hôtels : suites, grande cuisine et un service qui se souvient de vous.',
    'brand.independent.name': 'Hôtels indépendants',
    'brand.independent.tagline': 'Des hôtels partenaires que nous recommandons',
    'brand.independent.body':
      'Des hôtels indépendants qui respectent nos exigences de propreté, de sécurité et de service.',
  },
  'en-IN': {},
};

export const useContentT = createTranslationHook(contentCatalogues);
