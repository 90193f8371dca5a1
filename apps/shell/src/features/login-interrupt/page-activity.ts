/** Input types that are buttons, not places to type or choose: focusing one is not "filling in a field". */
const BUTTON_TYPES = new Set(['button', 'submit', 'reset', 'image', 'hidden']);

/** An input, textarea, select or contenteditable element: where a guest types or chooses. */
export function isField(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !BUTTON_TYPES.has((element.getAttribute('type') ?? 'text').toLowerCase());
  return (element as HTMLElement).isContentEditable === true || element.getAttribute('contenteditable') === 'true';
}

/** Events that mean the guest is doing something on the page right now. */
const ACTIVITY_EVENTS = ['keydown', 'input', 'pointerdown', 'focusin', 'focusout'] as const;

export interface PageActivity {
  /** A field anywhere in the page has the focus. */
  readonly fieldFocused: () => boolean;
  /** Epoch ms of the last key, input, tap or focus change; null before any. */
  readonly lastActivityAt: () => number | null;
  readonly stop: () => void;
}

/**
 * Watches the page for what the guest is doing, so the login-interrupt prompt waits until they have left the
 * field and the page is idle (loginInterruptMoment). Listens in the capture phase, so a component that stops
 * an event's propagation still counts as activity.
 */
export function watchPageActivity(page: Document, clock: () => number = Date.now): PageActivity {
  let last: number | null = null;
  const mark = () => {
    last = clock();
  };
  for (const type of ACTIVITY_EVENTS) page.addEventListener(type, mark, true);
  return {
    fieldFocused: () => isField(page.activeElement),
    lastActivityAt: () => last,
    stop: () => {
      for (const type of ACTIVITY_EVENTS) page.removeEventListener(type, mark, true);
    },
  };
}
