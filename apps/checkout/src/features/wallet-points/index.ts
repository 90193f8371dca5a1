export { WalletPoints, type WalletPointsProps } from './wallet-points';
export { walletCap, WALLET_MAX_PERCENT } from './wallet-cap';
