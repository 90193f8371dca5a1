export { WalletPoints, type WalletPointsProps } from './wallet-points';
