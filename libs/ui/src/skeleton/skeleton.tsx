import type { CSSProperties } from 'react';
import clsx from 'clsx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** CSS length, e.g. "60%" or 120. */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For text: number of lines; the last one is shorter. */
  lines?: number;
  /** Reserve space by aspect ratio instead of height, e.g. "4 / 3" for a hotel image. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/**
 * A placeholder with the shape of content that is loading. It is hidden from assistive
 * technology: mark the region being loaded with aria-busy and announce loading there.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, aspectRatio, className }: SkeletonProps) {
  if (variant === 'text' && lines > 1) {
    return (
      <span className={clsx(styles.stack, className)} aria-hidden="true" style={{ width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={clsx(styles.bone, styles.text)}
            style={{ width: i === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.bone, styles[variant], className)}
      style={{ width, height, aspectRatio }}
    />
  );
}
