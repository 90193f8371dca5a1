import { LoadingState, Skeleton } from '@nivaas/ui';
import styles from './faq.module.css';

/**
 * The FAQ until its content and its first questions have both answered: one block for all of it, at
 * least a screen tall. Nothing below the title is drawn before that, so no part of the page can push
 * another down when its data lands (the content's sections arriving first would push the questions down: a CLS
 * of 0.19-0.57 measured), and the footer stays below the fold until the page is there.
 */
export function FaqSkeleton({ label }: { readonly label: string }) {
  return (
    <LoadingState label={label} className={styles['skeleton']}>
      <Skeleton variant="text" width="40%" className={styles['heading']} />
      <Skeleton variant="rect" className={styles['row']} />
      <Skeleton variant="rect" className={styles['row']} />
      <Skeleton variant="text" width="40%" className={styles['heading']} />
      <Skeleton variant="rect" className={styles['row']} />
      <Skeleton variant="text" width="50%" className={styles['heading']} />
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="text" lines={2} />
      <Skeleton variant="text" lines={2} />
    </LoadingState>
  );
}
