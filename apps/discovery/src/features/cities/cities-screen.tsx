/** Placeholder until the discovery issue's cities screen lands. */
export default function CitiesScreen() {
  return <h1>cities</h1>;
}
