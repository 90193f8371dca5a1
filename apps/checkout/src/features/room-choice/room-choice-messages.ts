import { defineCatalogues, createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './room-choice-messages.en-GB.json';

/** The room and rate plan choice's texts. en-GB is the source; fr-FR translates them. */
export type RoomChoiceMessageKey = keyof typeof EN_GB;

export const ROOM_CHOICE_MESSAGES: Catalogues<RoomChoiceMessageKey> = defineCatalogues(
  { 'en-GB': EN_GB },
  {
    'fr-FR': () => import(/* webpackChunkName: "messages-fr-FR" */ './room-choice-messages.fr-FR.json'),
    'hi-IN': () => import(/* webpackChunkName: "messages-hi-IN" */ './room-choice-messages.hi-IN.json'),
  },
);

export type RoomChoiceT = Translate<RoomChoiceMessageKey>;

export const useRoomChoiceT = createTranslationHook(ROOM_CHOICE_MESSAGES);
