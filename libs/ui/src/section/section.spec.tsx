import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Section } from './section';

describe('Section', () => {
  it('given a title, when rendered, then it is a region named by its h2 and axe finds no violations', async () => {
    const { container } = render(
      <Section title="Reviews">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Reviews' });
    expect(region.firstElementChild).toBe(screen.getByRole('heading', { level: 2, name: 'Reviews' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given level 3, a heading id and card, when rendered, then the h3 has that id inside a card', () => {
    render(
      <Section title="Refund" level={3} headingId="refund" card>
        <p>Body</p>
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Refund' })).toHaveAttribute('id', 'refund');
    expect(screen.getByRole('region', { name: 'Refund' })).toHaveAttribute('aria-labelledby', 'refund');
  });
});
