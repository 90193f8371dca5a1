import { DialogFrame, type DialogProps } from '../internal/dialog-frame';
import styles from './bottom-sheet.module.css';

export type BottomSheetProps = DialogProps;

/** A dialog that slides up from the bottom: filters, sort, room selection. Same a11y as Modal. */
export function BottomSheet(props: BottomSheetProps) {
  return (
    <DialogFrame
      {...props}
      before={<span className={styles.handle} aria-hidden="true" />}
      scrimClassName={styles.scrim}
      dialogClassName={styles.sheet}
    />
  );
}
