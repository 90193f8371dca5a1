/**
 * The layout check every story passes at each phone width (libs/ui/.storybook/test-runner.ts runs it in the story's
 * page after it renders): what a designer sees at once and a DOM test never does.
 *
 * - **clipped**: a control's text, or a price, cut by its box ("Re…", "₹2,…"), but not an ellipsis on words the
 *   control's aria-label gives whole (a long name in an account button);
 * - **overflow**: something past the viewport's edge that no horizontal scroller holds (the page scrolls sideways);
 * - **tap target**: a control under 44 × 44 px, the project's minimum (inline links inside a sentence excepted, as
 *   WCAG 2.5.5 excepts them; a checkbox or radio is measured with its label, and a card's stretched link with
 *   the card, since they take the tap).
 *
 * It runs inside the browser (`page.evaluate(findLayoutProblems, options)`), so it is one self-contained function:
 * everything it uses is declared inside it.
 */
export interface LayoutCheckOptions {
  /** The smallest tap target, in CSS pixels. */
  readonly minTarget: number;
}

export function findLayoutProblems({ minTarget }: LayoutCheckOptions): string[] {
  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="tab"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="menuitem"]',
    '[role="option"]',
  ].join(',');
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;

  const describe = (element: Element): string => {
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const role = element.getAttribute('role');
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}>${name ? ` "${name.slice(0, 48)}"` : ''}`;
  };
  /** Drawn and big enough to see: not display:none, not visibility:hidden, not the 1 px of a visually hidden text. */
  const isShown = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== 'visible';
  const clips = (style: CSSStyleDeclaration) => style.overflowX !== 'visible' || style.overflowY !== 'visible';

  // Tap targets.
  for (const control of document.body.querySelectorAll(CONTROLS)) {
    let target: Element = control;
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      target =
        control.closest('label') ??
        (control.id ? document.querySelector(`label[for="${control.id}"]`) : null) ??
        control;
    }
    // An invisible hit area drawn by the control's ::after or ::before (a card's "stretched link", a chip's
    // 48 px band): the tap lands on the union of the control and that box.
    let hit = target.getBoundingClientRect();
    for (const pseudo of ['::after', '::before']) {
      const style = getComputedStyle(control, pseudo);
      if (style.content === 'none' || style.position !== 'absolute') continue;
      let holder: Element | null = control;
      while (holder && holder !== document.body && getComputedStyle(holder).position === 'static') {
        holder = holder.parentElement;
      }
      if (!holder) continue;
      const box = holder.getBoundingClientRect();
      const inset = (value: string) => (value.endsWith('px') ? parseFloat(value) : 0);
      const area = new DOMRect(
        box.left + inset(style.left),
        box.top + inset(style.top),
        box.width - inset(style.left) - inset(style.right),
        box.height - inset(style.top) - inset(style.bottom),
      );
      const left = Math.min(hit.left, area.left);
      const top = Math.min(hit.top, area.top);
      hit = new DOMRect(left, top, Math.max(hit.right, area.right) - left, Math.max(hit.bottom, area.bottom) - top);
    }
    if (!isShown(target)) continue;
    // A control that cannot be used is not a target (a sold-out rate plan's radio).
    if (control.matches(':disabled, [aria-disabled="true"]')) continue;
    if (target instanceof HTMLElement && target.closest('[inert], [aria-hidden="true"]')) continue;
    const style = getComputedStyle(target);
    // A link inside a sentence: the sentence's line height sets its size, and WCAG excepts it.
    if (style.display === 'inline' && target.tagName === 'A') {
      const block = target.parentElement;
      const ownText = (target.textContent ?? '').trim().length;
      if (block && (block.textContent ?? '').trim().length > ownText) continue;
    }
    if (hit.width + 0.5 < minTarget || hit.height + 0.5 < minTarget) {
      problems.push(`tap target ${Math.round(hit.width)}×${Math.round(hit.height)} px: ${describe(target)}`);
    }
  }

  // Clipped text: a control's own words, and any price.
  const clippedCandidates = new Set<Element>();
  for (const control of document.body.querySelectorAll(CONTROLS)) {
    clippedCandidates.add(control);
    for (const inner of control.querySelectorAll('*')) clippedCandidates.add(inner);
  }
  for (const element of document.body.querySelectorAll('*')) {
    const own = [...element.childNodes].some(
      (node) => node.nodeType === 3 && /[₹€£]\s?\d|\d\s?[₹€£]/.test(node.textContent ?? ''),
    );
    if (own) clippedCandidates.add(element);
  }
  for (const element of clippedCandidates) {
    if (!(element instanceof HTMLElement) || !isShown(element)) continue;
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    )
      continue;
    const style = getComputedStyle(element);
    if (!clips(style) && style.textOverflow !== 'ellipsis') continue;
    const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && (node.textContent ?? '').trim());
    if (!hasText) continue;
    // A deliberate cut: an ellipsis on words its control's accessible name gives whole (a long first name in the
    // account button labelled "Account menu for …").
    const words = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const label = element.closest(CONTROLS)?.getAttribute('aria-label') ?? '';
    if (style.textOverflow === 'ellipsis' && words && label.includes(words)) continue;
    const clampedLines = style.getPropertyValue('-webkit-line-clamp');
    const cutAcross = element.scrollWidth > element.clientWidth + 1;
    const cutDown = element.scrollHeight > element.clientHeight + 1 && (!clampedLines || clampedLines === 'none');
    if (cutAcross || cutDown) {
      problems.push(
        `clipped text (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight}): ${describe(element)}`,
      );
    }
  }

  // The page itself scrolls sideways (also from what the checks above leave out, such as a visually hidden 1 px
  // box placed past a scroller's clip).
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth + 1) problems.push(`page ${pageWidth} px wide in a ${viewportWidth} px viewport`);

  // Overflow past the viewport, outside any box that scrolls or clips sideways; only the outermost culprit.
  const reported = new Set<Element>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!isShown(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.right <= viewportWidth + 0.5 && box.left >= -0.5) continue;
    let held = false;
    for (
      let ancestor = element.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      if (reported.has(ancestor) || clipsX(getComputedStyle(ancestor))) {
        held = true;
        break;
      }
    }
    if (held || getComputedStyle(element).position === 'fixed') continue;
    reported.add(element);
    problems.push(
      `overflow ${Math.round(box.left)}…${Math.round(box.right)} px in a ${viewportWidth} px viewport: ${describe(element)}`,
    );
  }
  return problems;
}
