/** Cancel booking: being built in issue 15 (replaced by the screen's own code in this session). */
export default function BookingCancellationScreen() {
  return <h1>Cancel booking</h1>;
}
