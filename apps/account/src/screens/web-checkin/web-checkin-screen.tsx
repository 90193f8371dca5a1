/** Web check-in: being built in issue 15 (replaced by the screen's own code in this session). */
export default function WebCheckinScreen() {
  return <h1>Web check-in</h1>;
}
