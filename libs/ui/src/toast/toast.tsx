import { useEffect } from 'react';
import clsx from 'clsx';
import { useToastT } from './toast-messages';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastProps {
  /** Message to show; nothing is shown while it is null. */
  message: string | null;
  tone?: ToastTone;
  /** Called when the toast times out or is dismissed. */
  onClose: () => void;
  /** Auto-dismiss delay in ms (5 s by product rule); 0 keeps it until dismissed. */
  duration?: number;
  /** Accessible name of the dismiss button; translated "Dismiss" by default. */
  closeLabel?: string;
  /** An optional action, e.g. "Undo" or "View". */
  actionLabel?: string;
  onAction?: () => void;
}

/**
 * A short message at the top of the screen (below the app's header: --nv-toast-top). The live region is always rendered, so screen
 * readers announce a message as soon as it appears (errors assertively).
 */
export function Toast({
  message,
  tone = 'info',
  onClose,
  duration = 5000,
  closeLabel,
  actionLabel,
  onAction,
}: ToastProps) {
  const t = useToastT();
  useEffect(() => {
    if (!message || duration <= 0) return undefined;
    const timer = setTimeout(onClose, duration);
    return () => clearTimeout(timer);
  }, [message, duration, onClose]);

  return (
    <div
      className={styles.region}
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
    >
      {message && (
        <div className={clsx(styles.toast, styles[tone])}>
          <span className={styles.icon} aria-hidden="true">
            {tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i'}
          </span>
          <span className={styles.message}>{message}</span>
          {actionLabel && onAction && (
            <button type="button" className={styles.action} onClick={onAction}>
              {actionLabel}
            </button>
          )}
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? t('toast.dismiss')}
            onClick={onClose}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
    </div>
  );
}
