/** My profile: being built in issue 15 (replaced by the screen's own code in this session). */
export default function MyProfileScreen() {
  return <h1>My profile</h1>;
}
