import type { Message } from '@nivaas/i18n';
import { CHIP_MESSAGES } from '../chip/chip-messages';
import { DATE_RANGE_MESSAGES } from '../date-range-picker/date-range-picker-messages';
import { DIALOG_MESSAGES } from '../internal/dialog-messages';
import { ERROR_STATE_MESSAGES } from '../error-state/error-state-messages';
import { HOTEL_CARD_MESSAGES } from '../hotel-card/hotel-card-messages';
import { IMAGE_CAROUSEL_MESSAGES } from '../image-carousel/image-carousel-messages';
import { OTP_FLOW_MESSAGES } from '../otp-flow/otp-flow-messages';
import { OTP_INPUT_MESSAGES } from '../otp-input/otp-input-messages';
import { PHONE_INPUT_MESSAGES } from '../phone-input/phone-input-messages';
import { PRICE_TAG_MESSAGES } from '../price-tag/price-tag-messages';
import { QUESTION_FORM_MESSAGES } from '../question-form/question-form-messages';
import { RATING_BADGE_MESSAGES } from '../rating-badge/rating-badge-messages';
import { LOADING_STATE_MESSAGES } from '../loading-state/loading-state-messages';
import { STEPPER_MESSAGES } from '../stepper/stepper-messages';
import { SUBMIT_STATUS_MESSAGES } from '../submit-status/submit-status-messages';
import { TEXT_AREA_MESSAGES } from '../text-area/text-area-messages';
import { TOAST_MESSAGES } from '../toast/toast-messages';

/**
 * Every component's default texts in one place, for the spec that checks each locale translates every text.
 * Components import their own catalogue (`<component>-messages.ts`), so a page bundles only the texts of the
 * components it shows; nothing but specs imports this file.
 */
const CATALOGUES = [
  CHIP_MESSAGES,
  DATE_RANGE_MESSAGES,
  DIALOG_MESSAGES,
  ERROR_STATE_MESSAGES,
  HOTEL_CARD_MESSAGES,
  IMAGE_CAROUSEL_MESSAGES,
  OTP_FLOW_MESSAGES,
  OTP_INPUT_MESSAGES,
  PHONE_INPUT_MESSAGES,
  PRICE_TAG_MESSAGES,
  QUESTION_FORM_MESSAGES,
  RATING_BADGE_MESSAGES,
  LOADING_STATE_MESSAGES,
  STEPPER_MESSAGES,
  SUBMIT_STATUS_MESSAGES,
  TEXT_AREA_MESSAGES,
  TOAST_MESSAGES,
];

type Locale = 'en-GB' | 'fr-FR' | 'en-IN' | 'hi-IN';
const merge = (locale: Locale): Record<string, Message> =>
  Object.assign({}, ...CATALOGUES.map((c) => (c as Partial<Record<Locale, Record<string, Message>>>)[locale] ?? {}));

/** Read when asked: the locales other than en-GB and en-IN arrive after the catalogues are defined (loadCatalogues). */
export const UI_MESSAGES = {
  get 'en-GB'() {
    return merge('en-GB');
  },
  get 'fr-FR'() {
    return merge('fr-FR');
  },
  get 'en-IN'() {
    return merge('en-IN');
  },
  get 'hi-IN'() {
    return merge('hi-IN');
  },
};
