/** Introducing Nivaas Rewards: being built in issue 15 (replaced by the screen's own code in this session). */
export default function IntroducingRewardsScreen() {
  return <h1>Introducing Nivaas Rewards</h1>;
}
