import { lazy, Suspense, useState } from 'react';
import styles from './home.module.css';

const Later = lazy(() => import('./later'));

export default function HomeScreen() {
  const [count] = useState(1);
  return (
    <main className={styles['page']}>
      <h1 className={styles['title']}>Home {count}</h1>
      <Suspense fallback={null}>
        <Later />
      </Suspense>
    </main>
  );
}
