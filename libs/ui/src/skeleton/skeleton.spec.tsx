import { render } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('given lines, when rendered, then one bone per line is drawn and hidden from assistive tech', () => {
    const { container } = render(<Skeleton lines={3} />);
    const stack = container.firstElementChild as HTMLElement;
    expect(stack).toHaveAttribute('aria-hidden', 'true');
    expect(stack.children).toHaveLength(3);
  });

  it('given an aspect ratio, when rendered, then the space is reserved', () => {
    const { container } = render(<Skeleton variant="rect" aspectRatio="4 / 3" />);
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });

  it('given every variant, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <div>
        <Skeleton />
        <Skeleton variant="rect" height={100} />
        <Skeleton variant="circle" />
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
