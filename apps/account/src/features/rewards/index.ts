export { RewardsApiProvider, useRewardsApi, type RewardsApi } from './rewards-api';
export { useTierName } from './use-tier-name';
