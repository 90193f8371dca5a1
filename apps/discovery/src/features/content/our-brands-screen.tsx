/** Placeholder until the discovery issue's our-brands screen lands. */
export default function OurBrandsScreen() {
  return <h1>our-brands</h1>;
}
