export { ProfileApiProvider, useProfileApi, type ProfileApi } from './profile-api';
export { loadMemberProfile, type MemberProfile } from './load-member-profile';
export { useMemberProfile } from './use-member-profile';
export { SignedOutPrompt } from './signed-out-prompt';
export { useCustomerCare } from './use-customer-care';
export { MemberView } from './member-view';
