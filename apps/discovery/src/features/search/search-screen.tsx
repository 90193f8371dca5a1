/** Placeholder until the discovery issue's search screen lands. */
export default function SearchScreen() {
  return <h1>search</h1>;
}
