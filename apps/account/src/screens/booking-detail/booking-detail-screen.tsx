/** Booking details: being built in issue 15 (replaced by the screen's own code in this session). */
export default function BookingDetailScreen() {
  return <h1>Booking details</h1>;
}
