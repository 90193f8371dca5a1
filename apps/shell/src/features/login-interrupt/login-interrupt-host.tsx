/** The login-interrupt prompt of SPEC.md section 4. (issue 6) */
export function LoginInterruptHost() {
  return null;
}
