import { createTranslationHook, type Catalogues, type Translate } from '@nivaas/i18n';
import EN_GB from './room-choice-messages.en-GB.json';
import FR_FR from './room-choice-messages.fr-FR.json';

/** The room and rate plan choice's texts. en-GB is the source; fr-FR translates them. */
export type RoomChoiceMessageKey = keyof typeof EN_GB;

export const ROOM_CHOICE_MESSAGES: Catalogues<RoomChoiceMessageKey> = { 'en-GB': EN_GB, 'fr-FR': FR_FR };

export type RoomChoiceT = Translate<RoomChoiceMessageKey>;

export const useRoomChoiceT = createTranslationHook(ROOM_CHOICE_MESSAGES);
