export default function Later() {
  return <p>Below the fold</p>;
}
