import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Tag } from './tag';

describe('Tag', () => {
  it('given text and an icon, when rendered, then the text shows and the icon is hidden', () => {
    render(<Tag icon={<span data-testid="i">✓</span>}>Refundable</Tag>);
    expect(screen.getByText('Refundable')).toBeInTheDocument();
    expect(screen.getByTestId('i').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('given every tone, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        {(['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const).map((tone) => (
          <Tag key={tone} tone={tone}>
            {tone}
          </Tag>
        ))}
        <Tag tone="danger" solid>
          Sold out
        </Tag>
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
