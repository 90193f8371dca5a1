import styles from './area-loading.module.css';

/** A quiet placeholder with the page's rough shape, so nothing jumps when the screen arrives. */
export function AreaLoading({ label }: { label: string }) {
  return (
    <div className={styles['loading']} role="status" aria-live="polite">
      <span className={styles['label']}>{label}</span>
      <div className={styles['bar']} />
      <div className={styles['bar']} />
      <div className={styles['block']} />
    </div>
  );
}
