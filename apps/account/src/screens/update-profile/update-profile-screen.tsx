/** Edit profile: being built in issue 15 (replaced by the screen's own code in this session). */
export default function UpdateProfileScreen() {
  return <h1>Edit profile</h1>;
}
