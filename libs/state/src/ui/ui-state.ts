import { LOADER_DEFAULT_TEXT } from '@nivaas/domain';
import type { ToastKind } from '../bus/app-event';
import { MODAL_IDS, type ModalId } from './modal-id';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

/** docs/rules.md sections 2 and 3: the UI commands the shell renders for every remote. */
export interface UiState {
  readonly toast: Toast | null;
  readonly loader: { readonly visible: boolean; readonly text: string };
  readonly progress: { readonly active: boolean; readonly value: number };
  readonly modals: Readonly<Record<ModalId, boolean>>;
  /** docs/rules.md 3: the partner reference of a visitor who landed from trivago, for this visit; null otherwise. */
  readonly trivagoReferenceId: string | null;
}

export const INITIAL_UI: UiState = {
  toast: null,
  loader: { visible: false, text: LOADER_DEFAULT_TEXT },
  progress: { active: false, value: 0 },
  modals: Object.fromEntries(MODAL_IDS.map((id) => [id, false])) as Record<ModalId, boolean>,
  trivagoReferenceId: null,
};
