export { ShareButton, type ShareButtonProps } from './share-button';
export type { ShareAdapter, ShareData } from './share-adapter';
