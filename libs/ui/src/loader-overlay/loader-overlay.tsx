import { Portal } from '../internal/portal';
import { useScrollLock } from '../internal/use-scroll-lock';
import styles from './loader-overlay.module.css';

export interface LoaderOverlayProps {
  open: boolean;
  /** Text under the spinner; the shell passes its translated default ("Processing"). */
  text: string;
}

/** Blocks the screen during an action that must not be interrupted (booking, payment). */
export function LoaderOverlay({ open, text }: LoaderOverlayProps) {
  useScrollLock(open);
  if (!open) return null;
  return (
    <Portal>
      <div className={styles.overlay} role="alert" aria-busy="true">
        <div className={styles.box}>
          <span className={styles.spinner} aria-hidden="true" />
          <p className={styles.text}>{text}</p>
        </div>
      </div>
    </Portal>
  );
}
