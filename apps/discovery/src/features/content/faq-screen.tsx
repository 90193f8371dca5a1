/** Placeholder until the discovery issue's faq screen lands. */
export default function FaqScreen() {
  return <h1>faq</h1>;
}
