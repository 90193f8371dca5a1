import { Link } from 'react-router-dom';
import { itineraryPath, type ScreenProps } from '@nivaas/routes';

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** Hotel Details: the backbone's screen for the hotel remote; rooms, prices and reviews come with the hotel issue. */
export default function HotelDetailsScreen({ params, searchParams }: ScreenProps) {
  const hotelName = titleCase(params['hotelSlug'] ?? '');
  const query = new URLSearchParams({ hotel_id: params['hotelId'] ?? '' });
  for (const key of ['checkin', 'checkout', 'roomconfig']) {
    const value = searchParams.get(key);
    if (value) query.set(key, value);
  }
  return (
    <section style={{ padding: 16 }} aria-labelledby="hotel-title">
      <h1 id="hotel-title">{hotelName}</h1>
      <p>{titleCase(params['city'] ?? '')}</p>
      <Link to={itineraryPath(query)}>Book this hotel</Link>
    </section>
  );
}
