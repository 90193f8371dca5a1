import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Card } from './card';

describe('Card', () => {
  it('given as="article", when rendered, then it is an article with its content', () => {
    render(
      <Card as="article" aria-label="Booking">
        Content
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Booking' })).toHaveTextContent('Content');
  });

  it('given defaults, when rendered, then it is a div and axe finds no violations', async () => {
    const { container } = render(
      <Card>
        <h2>Title</h2>
        <p>Body</p>
      </Card>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(await axe(container)).toHaveNoViolations();
  });
});
