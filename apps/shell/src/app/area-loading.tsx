import { LoadingState, Skeleton } from '@nivaas/ui';
import styles from './area-loading.module.css';

/** The page's rough shape, so nothing jumps when the screen arrives. */
export function AreaSkeleton() {
  return (
    <>
      <Skeleton variant="text" width="80%" className={styles['line']} />
      <Skeleton variant="text" width="60%" className={styles['line']} />
      <Skeleton variant="rect" className={styles['block']} />
    </>
  );
}

/** Keeps the main area's height while a screen arrives, so the footer stays below the fold. */
export const AREA_CLASS = styles['area'];

/** The main area while a screen's code or data is on its way. */
export function AreaLoading({ label }: { readonly label: string }) {
  return (
    <LoadingState label={label} className={AREA_CLASS}>
      <AreaSkeleton />
    </LoadingState>
  );
}
