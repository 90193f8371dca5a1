import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Heading } from './heading';

describe('Heading', () => {
  it('given level 3, when rendered, then it is an h3 in the md size and axe finds no violations', async () => {
    const { container } = render(<Heading level={3}>Is there parking?</Heading>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Is there parking?' });
    expect(heading.className).toMatch(/md/);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given level 2 and size 2xl with an id, when rendered, then the h2 has both', () => {
    render(
      <Heading level={2} size="2xl" id="rooms">
        Rooms
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Rooms' });
    expect(heading).toHaveAttribute('id', 'rooms');
    expect(heading.className).toMatch(/xxl/);
  });
});
