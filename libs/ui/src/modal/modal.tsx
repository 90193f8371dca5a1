import { DialogFrame, type DialogProps } from '../internal/dialog-frame';
import styles from './modal.module.css';

export interface ModalProps extends DialogProps {
  /** `fullscreen` for tall flows on phones (search widget, login). */
  size?: 'sm' | 'md' | 'fullscreen';
}

/** A centred dialog: focus trapped, Escape closes, page scroll locked, rendered in a portal. */
export function Modal({ size = 'md', ...dialog }: ModalProps) {
  return <DialogFrame {...dialog} scrimClassName={styles.scrim} dialogClassName={`${styles.dialog} ${styles[size]}`} />;
}
