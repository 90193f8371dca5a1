export { PAY_BALANCE_ANCHOR, PayBalance, type PayBalanceProps } from './pay-balance';
