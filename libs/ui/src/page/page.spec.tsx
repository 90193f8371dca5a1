import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Page } from './page';
import { PageHeading } from '../heading/heading';

describe('Page', () => {
  it('given a heading, when rendered, then it is the h1 before the content and axe finds no violations', async () => {
    const { container } = render(
      <Page as="main" heading="My profile">
        <p>Body</p>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'My profile' });
    expect(screen.getByRole('main').firstElementChild).toBe(heading);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('given headingProps and no "as", when rendered, then it is a div whose h1 has them', () => {
    const { container } = render(
      <Page heading="Cancel booking" headingProps={{ tabIndex: -1, id: 'title' }}>
        <p>Body</p>
      </Page>,
    );
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('id', 'title');
  });

  it('given an intro, when rendered, then the h1 and the intro are the page header', () => {
    render(
      <Page heading="Booking cancelled" intro={<p role="status">Cancelled</p>}>
        <p>Body</p>
      </Page>,
    );
    const header = screen.getByRole('banner');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(header).toContainElement(screen.getByRole('status'));
  });

  it('given PageHeading size 2xl, when rendered, then it is an h1 with the larger size', () => {
    render(<PageHeading size="2xl">Hotel Sea View</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel Sea View' }).className).toMatch(/xxl/);
  });
});
