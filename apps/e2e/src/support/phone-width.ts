import { expect, type Page } from './test';

/**
 * Runs in the page: every control or heading whose text is cut off (an ellipsis or a hidden overflow narrower
 * than its text), and every box that runs past the viewport's edge outside a horizontal scroller, described
 * by its tag, its text and its class, so a failure names what a guest would see.
 */
function cutOffOrOutside(): string[] {
  const viewport = document.documentElement.clientWidth;
  const problems: string[] = [];
  const describe = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 1 && box.height > 1;
  };
  // Visually hidden text (1 px, clipped) is for screen readers: it is meant to be "cut off".
  const screenReaderOnly = (el: Element) => {
    const style = getComputedStyle(el);
    return (style.clipPath !== 'none' && style.clipPath !== '') || el.getBoundingClientRect().width <= 1;
  };
  const controls = document.querySelectorAll(
    'button, a, label, h1, h2, h3, h4, h5, h6, legend, summary, [role="button"], [role="tab"], [role="link"]',
  );
  for (const control of controls) {
    if (!shown(control) || control.closest('[aria-hidden="true"]')) continue;
    for (const node of [control, ...control.querySelectorAll('*')]) {
      if (!shown(node) || screenReaderOnly(node) || !(node.textContent ?? '').trim()) continue;
      const style = getComputedStyle(node);
      const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
      if (clips && node.scrollWidth > node.clientWidth + 1) {
        problems.push(`cut off: ${describe(node)} (${node.scrollWidth} px of text in ${node.clientWidth} px)`);
        break;
      }
    }
  }
  const scrolls = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || screenReaderOnly(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.right <= viewport + 1 && box.left >= -1) continue;
    let ancestor = el.parentElement;
    let contained = false;
    while (ancestor && ancestor !== document.body) {
      if (scrolls(ancestor)) contained = true;
      ancestor = ancestor.parentElement;
    }
    if (!contained)
      problems.push(`past the edge: ${describe(el)} (${Math.round(box.left)}..${Math.round(box.right)} px)`);
  }
  if (document.documentElement.scrollWidth > viewport + 1)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide`);
  return [...new Set(problems)];
}

/**
 * Runs in the page: every control a finger taps that is smaller than 44 by 44 px (a radio or checkbox by its
 * label, which is what is tapped). A link inside running text is exempt, as WCAG 2.5.8 allows; so is what is
 * off the page until focused (the skip link).
 */
function tooSmallToTap(): string[] {
  const problems: string[] = [];
  const controls = document.querySelectorAll(
    'button, a[href], select, input:not([type="hidden"]), textarea, summary, [role="button"], [role="tab"], [role="switch"]',
  );
  for (const control of controls) {
    const style = getComputedStyle(control);
    let box = control.getBoundingClientRect();
    if (style.visibility === 'hidden' || box.width < 2 || box.height < 2 || box.bottom + window.scrollY < 0) continue;
    if (control.closest('[aria-hidden="true"]')) continue;
    const parent = control.parentElement;
    const inText =
      control.tagName === 'A' &&
      style.display === 'inline' &&
      !!parent &&
      (parent.textContent ?? '').trim().length > (control.textContent ?? '').trim().length + 3;
    if (inText) continue;
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      const label =
        control.closest('label') ?? (control.id ? document.querySelector(`label[for="${control.id}"]`) : null);
      if (label) box = label.getBoundingClientRect();
    }
    if (box.width < 43.5 || box.height < 43.5) {
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ');
      problems.push(
        `<${control.tagName.toLowerCase()}> "${name.slice(0, 50)}" is ${Math.round(box.width)}x${Math.round(box.height)} px`,
      );
    }
  }
  return [...new Set(problems)];
}

/**
 * At the width of a small phone no button, link, label or heading has its text cut off, nothing
 * runs past the screen's edge outside a horizontal scroller, and every tap target is at least 44 px. Scrolls
 * the page through first, so sections drawn on approach are on the page too.
 */
export async function expectNothingCutOff(page: Page, screen: string): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(cutOffOrOutside), `${screen}: text cut off or past the screen's edge`).toEqual([]);
  expect(await page.evaluate(tooSmallToTap), `${screen}: tap targets under 44 px`).toEqual([]);
}
