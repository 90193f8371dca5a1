import { TextField } from '@nivaas/ui';

/** The link in a read-only field, selected on focus, for a visitor whose clipboard refused it. */
export default function ManualCopyField({ label, hint, link }: { label: string; hint: string; link: string }) {
  return (
    <TextField label={label} hint={hint} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
  );
}
