import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDialogT } from '../internal/dialog-messages';
import { DialogFrame } from '../internal/dialog-frame';
import frame from '../internal/dialog-frame.module.css';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Dialog title; it labels the dialog for screen readers. */
  title: string;
  children: ReactNode;
  /** Actions pinned under the content. */
  footer?: ReactNode;
  /** Accessible name of the close button; translated "Close" by default. */
  closeLabel?: string;
  /** When false there is no close button and Escape or the backdrop do nothing. */
  dismissible?: boolean;
  /** `fullscreen` for tall flows on phones (search widget, login). */
  size?: 'sm' | 'md' | 'fullscreen';
}

/** A centred dialog: focus trapped, Escape closes, page scroll locked, rendered in a portal. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  dismissible = true,
  size = 'md',
}: ModalProps) {
  const t = useDialogT();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      footer={footer}
      closeLabel={closeLabel ?? t('dialog.close')}
      dismissible={dismissible}
      classes={{
        scrim: clsx(frame.scrim, styles.scrim),
        dialog: clsx(frame.dialog, styles.dialog, styles[size]),
        header: frame.header,
        title: frame.title,
        close: frame.close,
        body: frame.body,
        footer: frame.footer,
      }}
    >
      {children}
    </DialogFrame>
  );
}
