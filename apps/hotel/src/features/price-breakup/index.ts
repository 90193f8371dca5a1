export { PriceBreakupModal, type PriceBreakupModalProps } from './price-breakup-modal';
