/** Placeholder until the discovery issue's about screen lands. */
export default function AboutScreen() {
  return <h1>about</h1>;
}
