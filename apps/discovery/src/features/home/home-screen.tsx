import { Link } from 'react-router-dom';
import styles from './home-screen.module.css';

const POPULAR = [
  { slug: 'bengaluru', name: 'Bengaluru' },
  { slug: 'new-delhi', name: 'New Delhi' },
  { slug: 'mumbai', name: 'Mumbai' },
  { slug: 'hyderabad', name: 'Hyderabad' },
  { slug: 'chennai', name: 'Chennai' },
  { slug: 'goa', name: 'Goa' },
];

/** Home (/): the backbone's first screen; the search widget and content arrive with the discovery issue. */
export default function HomeScreen() {
  return (
    <section className={styles['home']} aria-labelledby="home-title">
      <h1 id="home-title" className={styles['title']}>
        Budget hotels across India
      </h1>
      <h2 className={styles['subtitle']}>Popular cities</h2>
      <ul className={styles['cities']}>
        {POPULAR.map((city) => (
          <li key={city.slug}>
            <Link to={`/hotels-in-${city.slug}/`}>{city.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
