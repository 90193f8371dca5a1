/** The engagement feature's surface for other features (docs/conventions.md 5): the computed loyalty standing the profile answers. */
export { memberStanding } from './loyalty-standing';
// The English of the wallet's stored descriptions, for the list of every key (i18n/english-texts.ts).
export { WALLET_TEXTS } from './wallet-routes';
