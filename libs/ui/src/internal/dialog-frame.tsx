import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Portal } from './portal';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import { pageDocument } from './browser-adapter';

export interface DialogFrameClasses {
  scrim: string | undefined;
  dialog: string | undefined;
  header: string | undefined;
  title: string | undefined;
  close: string | undefined;
  body: string | undefined;
  footer: string | undefined;
}

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel: string;
  /** When false, Escape and the backdrop do not close (e.g. while paying). */
  dismissible: boolean;
  /** Content above the header, e.g. a drag handle. */
  before?: ReactNode;
  classes: DialogFrameClasses;
}

/** Open dialogs, newest last: Escape closes only the top one when dialogs are stacked. */
const escapeStack: Array<{ current: () => void }> = [];

function useEscape(active: boolean, onClose: () => void): void {
  const handler = useRef(onClose);
  useEffect(() => {
    handler.current = onClose;
  });
  useEffect(() => {
    if (!active) return undefined;
    const entry = { current: () => handler.current() };
    escapeStack.push(entry);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escapeStack[escapeStack.length - 1] === entry) {
        event.stopPropagation();
        entry.current();
      }
    };
    const page = pageDocument();
    page?.addEventListener('keydown', onKeyDown);
    return () => {
      page?.removeEventListener('keydown', onKeyDown);
      escapeStack.splice(escapeStack.indexOf(entry), 1);
    };
  }, [active]);
}

/**
 * What Modal and BottomSheet share: portal (client only), focus trap, Escape, backdrop tap,
 * scroll lock and a title that labels the dialog.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  dismissible,
  before,
  classes,
}: DialogFrameProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open);
  useScrollLock(open);
  useEscape(open && dismissible, onClose);
  if (!open) return null;

  const onScrimClick = (event: MouseEvent) => {
    if (event.target === event.currentTarget && dismissible) onClose();
  };

  return (
    <Portal>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- the scrim is a pointer convenience; keyboard users close with Escape or the close button. */}
      <div className={classes.scrim} onClick={onScrimClick}>
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={classes.dialog}
        >
          {before}
          <div className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            {dismissible && (
              <button type="button" className={classes.close} aria-label={closeLabel} onClick={onClose}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can scroll long content (axe scrollable-region-focusable). */}
          <div className={classes.body} tabIndex={0}>
            {children}
          </div>
          {footer && <div className={classes.footer}>{footer}</div>}
        </div>
      </div>
    </Portal>
  );
}
