import clsx from 'clsx';
import styles from './skeleton.module.css';

/** The widths a skeleton can take, a share of its container in 10 % steps. */
export const SKELETON_WIDTHS = ['10%', '20%', '30%', '40%', '50%', '60%', '70%', '80%', '90%', '100%'] as const;
export type SkeletonWidth = (typeof SKELETON_WIDTHS)[number];

// Each width is a class, never a style attribute: a server-rendered skeleton must not need the page's CSP to
// allow inline styles (see the README, "No style attributes").
const WIDTH_CLASS: Record<SkeletonWidth, string | undefined> = {
  '10%': styles.w10,
  '20%': styles.w20,
  '30%': styles.w30,
  '40%': styles.w40,
  '50%': styles.w50,
  '60%': styles.w60,
  '70%': styles.w70,
  '80%': styles.w80,
  '90%': styles.w90,
  '100%': styles.w100,
};

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  /** Share of the container; for several lines, the width of the whole block. */
  width?: SkeletonWidth;
  /** For text: number of lines; the last one is shorter. */
  lines?: number;
  /**
   * Your own class from your CSS module, for any other size: the height of a block, the aspect ratio of an image's
   * place (`aspect-ratio: 4 / 3`), a taller line. It wins over the variant's defaults whatever order the
   * stylesheets load in.
   */
  className?: string;
}

/**
 * A placeholder with the shape of content that is loading. It is hidden from assistive
 * technology: mark the region being loaded with aria-busy and announce loading there.
 *
 * It renders on the server, so its markup has no style attribute: widths are classes (`width`), every other size
 * comes from the consumer's `className` (the page's CSP is sent before its markup exists).
 */
export function Skeleton({ variant = 'text', width, lines = 1, className }: SkeletonProps) {
  const widthClass = width && WIDTH_CLASS[width];
  if (variant === 'text' && lines > 1) {
    return (
      <span className={clsx(styles.stack, widthClass, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={clsx(styles.bone, styles.text, i === lines - 1 ? styles.lastLine : styles.line)} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={clsx(styles.bone, styles[variant], widthClass, className)} />;
}
