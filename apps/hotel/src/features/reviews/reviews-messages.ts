import { createTranslationHook, type Catalogues } from '@nivaas/i18n';

type Key =
  | 'retry'
  | 'loading'
  | 'summary.title'
  | 'summary.count'
  | 'summary.distribution'
  | 'summary.stars'
  | 'summary.bar'
  | 'summary.reviews'
  | 'summary.newest'
  | 'summary.seeAll'
  | 'summary.failed'
  | 'summary.empty'
  | 'review.rating'
  | 'review.by'
  | 'page.title'
  | 'page.back'
  | 'page.list'
  | 'page.showing'
  | 'page.more'
  | 'page.loadingMore'
  | 'page.end'
  | 'page.moreFailed'
  | 'page.failed'
  | 'page.empty.title'
  | 'page.empty.body'
  | 'write.open'
  | 'write.signInNote'
  | 'write.signIn'
  | 'write.noStay'
  | 'write.checking'
  | 'write.staysFailed'
  | 'modal.title'
  | 'modal.stay'
  | 'modal.stayOption'
  | 'modal.stayOne'
  | 'modal.stayMissing'
  | 'modal.rating'
  | 'modal.star'
  | 'modal.star.5'
  | 'modal.star.4'
  | 'modal.star.3'
  | 'modal.star.2'
  | 'modal.star.1'
  | 'modal.ratingMissing'
  | 'modal.titleLabel'
  | 'modal.titleHint'
  | 'modal.titleBlank'
  | 'modal.titleLong'
  | 'modal.textLabel'
  | 'modal.textHint'
  | 'modal.textBlank'
  | 'modal.textShort'
  | 'modal.textLong'
  | 'modal.count'
  | 'modal.submit'
  | 'modal.sending'
  | 'modal.cancel'
  | 'modal.failed'
  | 'modal.forbidden'
  | 'modal.duplicate'
  | 'modal.signedOut'
  | 'modal.invalid'
  | 'modal.tooMany'
  | 'thanks.title'
  | 'thanks.body'
  | 'thanks.backTo'
  | 'thanks.back'
  | 'thanks.reviews'
  | 'thanks.home';

export const reviewsCatalogues: Catalogues<Key> = {
  'en-GB': {
    retry: 'Try again',
    loading: 'Loading reviews',
    'summary.title': 'Guest reviews',
    'summary.count': { '=0': 'No reviews yet', one: '{n} review', other: '{n} reviews' },
    'summary.reviews': { one: '{n} review', other: '{n} reviews' },
    'summary.distribution': 'Reviews by star rating',
    'summary.stars': { one: '{count} star', other: '{count} stars' },
    'summary.bar': '{stars}: {reviews}, {percent}%',
    'summary.newest': 'Newest reviews',
    'summary.seeAll': { one: 'Read the review', other: 'Read all {n} reviews' },
    'summary.failed': 'Reviews could not be loaded',
    'summary.empty': 'No reviews yet. Guests who stay here can write the first one.',
    'review.rating': 'Rated {rating} out of 5',
    'review.by': '{user}, {date}',
    'page.title': 'Reviews of {hotel}',
    'page.back': 'Back to {hotel}',
    'page.list': 'Reviews',
    'page.showing': { one: 'Showing {shown} of {n} review', other: 'Showing {shown} of {n} reviews' },
    'page.more': 'Show more reviews',
    'page.loadingMore': 'Loading more reviews',
    'page.end': 'That is every review.',
    'page.moreFailed': 'More reviews could not be loaded.',
    'page.failed': 'Reviews could not be loaded',
    'page.empty.title': 'No reviews yet',
    'page.empty.body': 'Guests who stay here can write the first one.',
    'write.open': 'Write a review',
    'write.signInNote': 'Stayed here? Sign in to review your stay.',
    'write.signIn': 'Sign in',
    'write.noStay': 'You can review this hotel after a completed stay with us.',
    'write.checking': 'Checking your stays',
    'write.staysFailed': 'We could not check your stays just now.',
    'modal.title': 'Review {hotel}',
    'modal.stay': 'Which stay are you reviewing?',
    'modal.stayOption': '{checkin} to {checkout}',
    'modal.stayOne': 'Your stay: {checkin} to {checkout}',
    'modal.stayMissing': 'Choose the stay you are reviewing.',
    'modal.rating': 'Your rating',
    'modal.star': { one: '{count} star: {words}', other: '{count} stars: {words}' },
    'modal.star.5': 'excellent',
    'modal.star.4': 'very good',
    'modal.star.3': 'average',
    'modal.star.2': 'poor',
    'modal.star.1': 'terrible',
    'modal.ratingMissing': 'Choose a rating from 1 to 5 stars.',
    'modal.titleLabel': 'Title',
    'modal.titleHint': 'Your stay in a few words.',
    'modal.titleBlank': 'Give your review a title.',
    'modal.titleLong': 'Keep the title to {max} characters.',
    'modal.textLabel': 'Your review',
    'modal.textHint': 'What did you like, and what could be better? At least {min} characters.',
    'modal.textBlank': 'Write your review first.',
    'modal.textShort': 'Write at least {min} characters.',
    'modal.textLong': 'Keep your review to {max} characters.',
    'modal.count': '{count} of {max} characters',
    'modal.submit': 'Send review',
    'modal.sending': 'Sending your review',
    'modal.cancel': 'Cancel',
    'modal.failed': 'Your review could not be sent. Please try again.',
    'modal.tooMany': 'You have sent many reviews in a short time. Please try again later.',
    'modal.forbidden': 'This booking is not a completed stay at this hotel, so it cannot be reviewed.',
    'modal.duplicate': 'You have already reviewed this stay. Thank you!',
    'modal.signedOut': 'You have been signed out. Please sign in again to send your review.',
    'modal.invalid': 'Some of your review was not accepted. Please check it and try again.',
    'thanks.title': 'Thank you for your review',
    'thanks.body': 'Your review helps other guests choose where to stay. It now appears with the hotel’s reviews.',
    'thanks.backTo': 'Back to {hotel}',
    'thanks.back': 'Back to the hotel',
    'thanks.reviews': 'Read the hotel’s reviews',
    'thanks.home': 'Find your next stay',
  },
  'fr-FR': {
    retry: 'Réessayer',
    loading: 'Chargement des avis',
    'summary.title': 'Avis des clients',
    'summary.count': { '=0': 'Aucun avis pour le moment', other: '{n} avis' },
    'summary.reviews': { other: '{n} avis' },
    'summary.distribution': 'Avis par nombre d’étoiles',
    'summary.stars': { one: '{count} étoile', other: '{count} étoiles' },
    'summary.bar': '{stars} : {reviews}, {percent} %',
    'summary.newest': 'Avis les plus récents',
    'summary.seeAll': { one: 'Lire l’avis', other: 'Lire les {n} avis' },
    'summary.failed': 'Les avis n’ont pas pu être chargés',
    'summary.empty': 'Aucun avis pour le moment. Les clients qui séjournent ici pourront écrire le premier.',
    'review.rating': 'Note de {rating} sur 5',
    'review.by': '{user}, {date}',
    'page.title': 'Avis sur {hotel}',
    'page.back': 'Retour à {hotel}',
    'page.list': 'Avis',
    'page.showing': { other: 'Avis affichés : {shown} sur {n}' },
    'page.more': 'Afficher plus d’avis',
    'page.loadingMore': 'Chargement d’autres avis',
    'page.end': 'Tous les avis sont affichés.',
    'page.moreFailed': 'Les avis suivants n’ont pas pu être chargés.',
    'page.failed': 'Les avis n’ont pas pu être chargés',
    'page.empty.title': 'Aucun avis pour le moment',
    'page.empty.body': 'Les clients qui séjournent ici pourront écrire le premier.',
    'write.open': 'Écrire un avis',
    'write.signInNote': 'Vous avez séjourné ici ? Connectez-vous pour donner votre avis.',
    'write.signIn': 'Se connecter',
    'write.noStay': 'Vous pourrez donner votre avis sur cet hôtel après un séjour terminé chez nous.',
    'write.checking': 'Vérification de vos séjours',
    'write.staysFailed': 'Nous n’avons pas pu vérifier vos séjours pour le moment.',
    'modal.title': 'Votre avis sur {hotel}',
    'modal.stay': 'Quel séjour évaluez-vous ?',
    'modal.stayOption': 'Du {checkin} au {checkout}',
    'modal.stayOne': 'Votre séjour : du {checkin} au {checkout}',
    'modal.stayMissing': 'Choisissez le séjour que vous évaluez.',
    'modal.rating': 'Votre note',
    'modal.star': { one: '{count} étoile : {words}', other: '{count} étoiles : {words}' },
    'modal.star.5': 'excellent',
    'modal.star.4': 'très bien',
    'modal.star.3': 'moyen',
    'modal.star.2': 'médiocre',
    'modal.star.1': 'très mauvais',
    'modal.ratingMissing': 'Choisissez une note de 1 à 5 étoiles.',
    'modal.titleLabel': 'Titre',
    'modal.titleHint': 'Votre séjour en quelques mots.',
    'modal.titleBlank': 'Donnez un titre à votre avis.',
    'modal.titleLong': 'Le titre ne doit pas dépasser {max} caractères.',
    'modal.textLabel': 'Votre avis',
    'modal.textHint': 'Qu’avez-vous aimé, et que pourrait-on améliorer ? Au moins {min} caractères.',
    'modal.textBlank': 'Écrivez d’abord votre avis.',
    'modal.textShort': 'Écrivez au moins {min} caractères.',
    'modal.textLong': 'Votre avis ne doit pas dépasser {max} caractères.',
    'modal.count': '{count} caractères sur {max}',
    'modal.submit': 'Envoyer l’avis',
    'modal.sending': 'Envoi de votre avis',
    'modal.cancel': 'Annuler',
    'modal.failed': 'Votre avis n’a pas pu être envoyé. Veuillez réessayer.',
    'modal.tooMany': 'Vous avez envoyé beaucoup d’avis en peu de temps. Veuillez réessayer plus tard.',
    'modal.forbidden': 'Cette réservation n’est pas un séjour terminé dans cet hôtel : elle ne peut pas être évaluée.',
    'modal.duplicate': 'Vous avez déjà donné votre avis sur ce séjour. Merci !',
    'modal.signedOut': 'Vous avez été déconnecté. Connectez-vous à nouveau pour envoyer votre avis.',
    'modal.invalid': 'Une partie de votre avis n’a pas été acceptée. Vérifiez-le et réessayez.',
    'thanks.title': 'Merci pour votre avis',
    'thanks.body':
      'Votre avis aide d’autres clients à choisir où séjourner. Il apparaît désormais avec les avis de l’hôtel.',
    'thanks.backTo': 'Retour à {hotel}',
    'thanks.back': 'Retour à l’hôtel',
    'thanks.reviews': 'Lire les avis de l’hôtel',
    'thanks.home': 'Trouver votre prochain séjour',
  },
  'en-IN': {},
};

export const useReviewsT = createTranslationHook(reviewsCatalogues);
