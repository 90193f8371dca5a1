import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useDialogT } from '../internal/dialog-messages';
import { DialogFrame } from '../internal/dialog-frame';
import frame from '../internal/dialog-frame.module.css';
import styles from './bottom-sheet.module.css';

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  /** Sheet title; it labels the dialog. */
  title: string;
  children: ReactNode;
  /** Actions pinned to the bottom, e.g. "Clear" and "Apply". */
  footer?: ReactNode;
  /** Accessible name of the close button; translated "Close" by default. */
  closeLabel?: string;
  dismissible?: boolean;
}

/** A dialog that slides up from the bottom: filters, sort, room selection. Same a11y as Modal. */
export function BottomSheet({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  dismissible = true,
}: BottomSheetProps) {
  const t = useDialogT();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      footer={footer}
      closeLabel={closeLabel ?? t('dialog.close')}
      dismissible={dismissible}
      before={<span className={styles.handle} aria-hidden="true" />}
      classes={{
        scrim: clsx(frame.scrim, styles.scrim),
        dialog: clsx(frame.dialog, styles.sheet),
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
