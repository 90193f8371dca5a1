import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FilterChip } from './filter-chip';

describe('FilterChip', () => {
  it('given a toggle chip, when rendered selected, then aria-pressed is true', async () => {
    const onClick = jest.fn();
    render(<FilterChip label="Local ID" selected onClick={onClick} />);
    const chip = screen.getByRole('button', { name: 'Local ID' });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chip);
    expect(onClick).toHaveBeenCalled();
  });

  it('given a popup chip with a count, when rendered, then it announces a popup, not a pressed state', () => {
    render(<FilterChip label="Rating" hasPopup selected count={2} onClick={jest.fn()} />);
    const chip = screen.getByRole('button', { name: 'Rating 2' });
    expect(chip).toHaveAttribute('aria-haspopup', 'dialog');
    expect(chip).not.toHaveAttribute('aria-pressed');
  });

  it('given both kinds, when rendered, then axe finds no violations', async () => {
    const { container } = render(
      <>
        <FilterChip label="A" selected={false} onClick={jest.fn()} />
        <FilterChip label="B" hasPopup selected count={1} onClick={jest.fn()} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
