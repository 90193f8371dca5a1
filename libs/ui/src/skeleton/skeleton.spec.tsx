import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { SKELETON_WIDTHS, Skeleton, type SkeletonProps } from './skeleton';

const VARIANTS = ['text', 'rect', 'circle'] as const;
// Jest maps class names to themselves: what each class does is read from the stylesheet.
const css = readFileSync(join(__dirname, 'skeleton.module.css'), 'utf8');
const rule = (selector: string) =>
  css.match(new RegExp(`^${selector.replace(/[.()]/g, '\\$&')} \\{([^}]*)\\}`, 'm'))?.[1];

/** The server's markup parsed, as the browser gets it before hydration. */
function serverMarkup(props: SkeletonProps) {
  const html = renderToString(<Skeleton {...props} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  return { html, root: container.firstElementChild as HTMLElement };
}

// Every combination of the props: a variant, no width or each width, one line or several, with or without a class.
const COMBINATIONS: SkeletonProps[] = VARIANTS.flatMap((variant) =>
  [undefined, ...SKELETON_WIDTHS].flatMap((width) =>
    [1, 2, 3].flatMap((lines) => [undefined, 'mine'].map((className) => ({ variant, width, lines, className }))),
  ),
);

describe('Skeleton', () => {
  it('given lines, when rendered, then one bone per line is drawn and hidden from assistive tech', () => {
    const { container } = render(<Skeleton lines={3} />);
    const stack = container.firstElementChild as HTMLElement;
    expect(stack).toHaveAttribute('aria-hidden', 'true');
    expect(stack.children).toHaveLength(3);
  });

  it('given every combination of props, when rendered on the server, then no markup has a style attribute', () => {
    // The streamed page's CSP is sent before this markup exists, so it cannot allow inline styles by hash.
    const withStyle = COMBINATIONS.filter((props) => serverMarkup(props).html.includes('style='));
    expect(withStyle).toEqual([]);
    for (const props of COMBINATIONS.filter((p) => p.className)) {
      expect(serverMarkup(props).root).toHaveClass(props.className as string);
    }
  });

  it.each(SKELETON_WIDTHS.map((width) => [width, `w${width.slice(0, -1)}`] as const))(
    'given width %s, when rendered on the server, then its class %s sets it, for one line or a paragraph',
    (width, widthClass) => {
      for (const variant of VARIANTS) {
        expect(serverMarkup({ variant, width }).root).toHaveClass('bone', variant, widthClass);
      }
      expect(serverMarkup({ width, lines: 3 }).root).toHaveClass('stack', widthClass);
    },
  );

  it('given the stylesheet, when read, then each width class sets its width and the lines theirs', () => {
    for (const width of SKELETON_WIDTHS) expect(rule(`.w${width.slice(0, -1)}`)).toContain(`width: ${width};`);
    expect(rule('.line')).toContain('width: 100%;');
    expect(rule('.lastLine')).toContain('width: 60%;');
    // The variants' defaults weigh nothing, so the width classes and a consumer's class win in any stylesheet order.
    for (const variant of VARIANTS) expect(rule(`:where(.${variant})`)).toBeDefined();
  });

  it('given no width, when rendered on the server, then no width class is added (the variant decides)', () => {
    for (const variant of VARIANTS) {
      expect(serverMarkup({ variant }).root.className).toBe(`bone ${variant}`);
    }
  });

  it('given a paragraph, when rendered on the server, then every line is full width but the last (classes)', () => {
    const lines = [...serverMarkup({ lines: 4 }).root.children];
    expect(lines.slice(0, 3).every((line) => line.classList.contains('line'))).toBe(true);
    expect(lines[3]).toHaveClass('lastLine');
    expect(lines[3]).not.toHaveClass('line');
  });

  it("given the consumer's class (an image place's ratio, a block's height), when rendered, then it is on the bone", () => {
    expect(serverMarkup({ variant: 'rect', className: 'imagePlace' }).root).toHaveClass('bone', 'rect', 'imagePlace');
    expect(serverMarkup({ lines: 2, className: 'intro' }).root).toHaveClass('stack', 'intro');
  });

  it('given every variant, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <div>
        <Skeleton />
        <Skeleton lines={3} width="80%" />
        <Skeleton variant="rect" className="block" />
        <Skeleton variant="circle" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
