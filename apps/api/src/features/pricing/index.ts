/** The pricing feature's surface for the list of every translatable key (i18n/english-texts.ts). */
export { TRIGGER_TEXTS } from './triggers';
