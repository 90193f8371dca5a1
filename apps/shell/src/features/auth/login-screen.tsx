/** /login/ (issue 6, sign-in). */
export default function LoginScreen() {
  return null;
}
