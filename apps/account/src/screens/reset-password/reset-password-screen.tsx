/** Reset password: being built in issue 15 (replaced by the screen's own code in this session). */
export default function ResetPasswordScreen() {
  return <h1>Reset password</h1>;
}
