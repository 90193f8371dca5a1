import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import clsx from 'clsx';
import { useDialogT } from './dialog-messages';
import frame from './dialog-frame.module.css';
import { Portal } from './portal';
import { useFocusTrap } from './use-focus-trap';
import { useScrollLock } from './use-scroll-lock';
import { pageDocument } from './browser-adapter';

/** What every dialog of the design system takes (Modal, BottomSheet). */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title; it labels the dialog for screen readers. */
  title: string;
  children: ReactNode;
  /** Actions pinned under the content, e.g. "Clear" and "Apply". */
  footer?: ReactNode;
  /** Accessible name of the close button; translated "Close" by default. */
  closeLabel?: string;
  /** When false there is no close button and Escape or the backdrop do nothing (e.g. while paying). */
  dismissible?: boolean;
}

export interface DialogFrameProps extends DialogProps {
  /** Content above the header, e.g. a drag handle. */
  before?: ReactNode;
  /** The variant's look, over the frame's own classes. */
  scrimClassName: string | undefined;
  dialogClassName: string | undefined;
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
  dismissible = true,
  before,
  scrimClassName,
  dialogClassName,
}: DialogFrameProps) {
  const t = useDialogT();
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
      <div className={clsx(frame.scrim, scrimClassName)} onClick={onScrimClick}>
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={clsx(frame.dialog, dialogClassName)}
        >
          {before}
          <div className={frame.header}>
            <h2 id={titleId} className={frame.title}>
              {title}
            </h2>
            {dismissible && (
              <button
                type="button"
                className={frame.close}
                aria-label={closeLabel ?? t('dialog.close')}
                onClick={onClose}
              >
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can scroll long content (axe scrollable-region-focusable). */}
          <div className={frame.body} tabIndex={0}>
            {children}
          </div>
          {footer && <div className={frame.footer}>{footer}</div>}
        </div>
      </div>
    </Portal>
  );
}
