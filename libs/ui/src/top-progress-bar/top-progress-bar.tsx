import clsx from 'clsx';
import styles from './top-progress-bar.module.css';

export interface TopProgressBarProps {
  /** Whether a navigation is in progress. */
  active: boolean;
  /** Fraction done, 0 to 1 (the shell starts at 0.3). */
  progress: number;
  /** Accessible name, e.g. "Loading page". */
  label: string;
}

/** A thin bar at the very top while a route loads. The shell drives progress and timing. */
export function TopProgressBar({ active, progress, label }: TopProgressBarProps) {
  const clamped = Math.min(1, Math.max(0, progress));
  if (!active) return null;
  return (
    <div
      className={clsx(styles.track)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
    >
      {/* eslint-disable-next-line react/forbid-dom-props -- never in server markup (the bar renders only while a client navigation runs), so React sets it through the CSSOM, which CSP does not govern. */}
      <div className={styles.bar} style={{ transform: `scaleX(${clamped})` }} />
    </div>
  );
}
