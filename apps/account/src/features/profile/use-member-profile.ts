import { useResource, useStore, usePlatform, type Resource, type SessionState } from '@nivaas/state';
import { loadMemberProfile, type MemberProfile } from './load-member-profile';
import { useProfileApi } from './profile-api';

const selectMember = (state: SessionState) => (state.isAuthenticated ? (state.profile?.userId ?? '') : null);

/**
 * The signed-in member's profile, loaded for the member of the session: nothing while signed out (status idle),
 * loaded as soon as someone signs in (the login modal), and again for another member.
 */
export function useMemberProfile(): { readonly signedIn: boolean; readonly resource: Resource<MemberProfile> } {
  const api = useProfileApi();
  const { session } = usePlatform();
  const member = useStore(session.store, selectMember);
  const resource = useResource(member === null ? null : `member-profile:${member}`, (signal) =>
    loadMemberProfile(api, signal),
  );
  return { signedIn: member !== null, resource };
}
