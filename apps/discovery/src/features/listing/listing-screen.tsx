/** Placeholder until the discovery issue's listing screen lands. */
export default function ListingScreen() {
  return <h1>listing</h1>;
}
