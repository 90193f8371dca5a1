/** Booking history: the backbone's screen for the account remote; bookings come with the account issue. */
export default function BookingHistoryScreen() {
  return (
    <section style={{ padding: 16 }} aria-labelledby="bookings-title">
      <h1 id="bookings-title">My bookings</h1>
      <p>Your upcoming and past stays appear here once you sign in.</p>
    </section>
  );
}
