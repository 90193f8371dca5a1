import type { ScreenProps } from '@nivaas/routes';

/** Itinerary: the backbone's screen for the checkout remote; guest details and payment come with the checkout issue. */
export default function ItineraryScreen({ searchParams }: ScreenProps) {
  const hotelId = searchParams.get('hotel_id');
  return (
    <section style={{ padding: 16 }} aria-labelledby="itinerary-title">
      <h1 id="itinerary-title">Review your booking</h1>
      {hotelId ? <p>Hotel {hotelId}</p> : <p>Choose a hotel to start a booking.</p>}
    </section>
  );
}
