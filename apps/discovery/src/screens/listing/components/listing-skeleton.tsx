import { LoadingState, Skeleton, Stack } from '@nivaas/ui';
import styles from './listing.module.css';

/** Placeholder cards with the shape of hotel cards while hotels load. */
export function ListingSkeleton({ label, cards = 3 }: { readonly label: string; readonly cards?: number }) {
  return (
    <LoadingState label={label}>
      <Stack as="ul" gap={4} aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          <Stack as="li" key={i} gap={2}>
            <Skeleton variant="rect" width="100%" className={styles.skeletonImage} />
            <Skeleton lines={3} />
          </Stack>
        ))}
      </Stack>
    </LoadingState>
  );
}
