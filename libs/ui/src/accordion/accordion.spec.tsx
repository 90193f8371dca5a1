import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'First', content: <p>First body</p> },
  { id: 'b', title: 'Second', content: <p>Second body</p> },
];

describe('Accordion', () => {
  it('given collapsed items, when a heading button is tapped, then its region opens', async () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'First' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.getByRole('region', { name: 'First' })).toHaveTextContent('First body');
  });

  it('given single mode, when another item opens, then the first closes', async () => {
    render(<Accordion items={items} defaultExpanded={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Second' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('given multiple mode, when both are opened with the keyboard, then both stay open', async () => {
    const onToggle = jest.fn();
    render(<Accordion items={items} multiple onToggle={onToggle} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(onToggle).toHaveBeenLastCalledWith('b', true);
  });

  it('given one open item, when checked, then axe finds no violations', async () => {
    const { container } = render(<Accordion items={items} defaultExpanded={['a']} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
