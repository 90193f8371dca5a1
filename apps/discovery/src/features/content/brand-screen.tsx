/** Placeholder until the discovery issue's brand screen lands. */
export default function BrandScreen() {
  return <h1>brand</h1>;
}
