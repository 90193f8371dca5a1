import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useAppBarT } from './app-bar-messages';
import styles from './app-bar.module.css';

export interface AppBarProps {
  /** Page title (the page's h1 unless titleAs says otherwise). */
  title: ReactNode;
  /** Secondary line, e.g. "12 Dec – 14 Dec · 2 guests". */
  subtitle?: ReactNode;
  /** Shows a back button when given. */
  onBack?: () => void;
  /** Accessible name of the back button; translated "Back" by default. */
  backLabel?: string;
  /** Right-side actions, usually IconButtons. */
  actions?: ReactNode;
  /** Replaces the title area, e.g. with the brand logo on Home. */
  leading?: ReactNode;
  titleAs?: 'h1' | 'h2' | 'span';
  sticky?: boolean;
  className?: string;
}

/** The top bar of a screen: back, title, actions; sticks to the top while scrolling. */
export function AppBar({
  title,
  subtitle,
  onBack,
  backLabel,
  actions,
  leading,
  titleAs: Title = 'h1',
  sticky = true,
  className,
}: AppBarProps) {
  const t = useAppBarT();
  return (
    <header className={clsx(styles.bar, sticky && styles.sticky, className)}>
      {onBack && (
        <button type="button" className={styles.back} aria-label={backLabel ?? t('appBar.back')} onClick={onBack}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      <div className={styles.titles}>
        {leading ?? <Title className={styles.title}>{title}</Title>}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
