import { LoadingState, Skeleton } from '@nivaas/ui';
import styles from './listing.module.css';

/** Placeholder cards with the shape of hotel cards while hotels load. */
export function ListingSkeleton({ label, cards = 3 }: { readonly label: string; readonly cards?: number }) {
  return (
    <LoadingState label={label}>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <li key={i} className={styles.skeletonCard}>
            <Skeleton variant="rect" width="100%" className={styles.skeletonImage} />
            <Skeleton lines={3} />
          </li>
        ))}
      </ul>
    </LoadingState>
  );
}
