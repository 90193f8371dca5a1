import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { DateRangePicker } from './date-range-picker';

function Harness({ onChange = jest.fn() }: { onChange?: jest.Mock }) {
  const [range, setRange] = useState<{ checkIn: string | null; checkOut: string | null }>({
    checkIn: null,
    checkOut: null,
  });
  return (
    <DateRangePicker
      label="Dates"
      today="2026-12-10"
      months={2}
      {...range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('DateRangePicker', () => {
  it('given today, when a past day is tapped, then nothing is selected', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    expect(day('Wednesday, 9 December 2026')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('Wednesday, 9 December 2026'));
    expect(onChange).not.toHaveBeenCalled();
    expect(day('Thursday, 10 December 2026')).toHaveAttribute('aria-current', 'date');
  });

  it('given two taps, when a range is chosen, then both ends are pressed and named', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(day('Saturday, 12 December 2026'));
    expect(day('Monday, 28 December 2026')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('Monday, 14 December 2026'));
    expect(onChange).toHaveBeenLastCalledWith({ checkIn: '2026-12-12', checkOut: '2026-12-14' });
    expect(screen.getByRole('button', { name: 'Saturday, 12 December 2026, check-in' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Monday, 14 December 2026, check-out' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('given a check-in, when a later day is hovered or focused, then the days up to it are previewed as the range (docs/rules.md 3 datePicker.highlight)', async () => {
    render(<Harness />);
    const cell = (name: string) => day(name).closest('td');
    await userEvent.click(day('Saturday, 12 December 2026'));
    await userEvent.hover(day('Tuesday, 15 December 2026'));
    expect(cell('Sunday, 13 December 2026')).toHaveClass('inPreview');
    expect(cell('Tuesday, 15 December 2026')).toHaveClass('inPreview');
    expect(cell('Wednesday, 16 December 2026')).not.toHaveClass('inPreview');
    await userEvent.hover(day('Monday, 28 December 2026'));
    expect(cell('Sunday, 13 December 2026')).not.toHaveClass('inPreview');
    await userEvent.click(day('Monday, 14 December 2026'));
    expect(cell('Sunday, 13 December 2026')).not.toHaveClass('inPreview');
    expect(cell('Sunday, 13 December 2026')).toHaveClass('inRange');
  });

  it('given keyboard focus on today, when arrows and Enter are used, then focus moves and the day is chosen', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(day('Thursday, 10 December 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(day('Thursday, 10 December 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    expect(day('Friday, 18 December 2026')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ checkIn: '2026-12-18', checkOut: null });
  });

  it('given a range, when checked, then axe finds no violations', async () => {
    const { container } = render(
      <DateRangePicker
        label="Dates"
        today="2026-12-10"
        months={1}
        checkIn="2026-12-12"
        checkOut="2026-12-15"
        onChange={jest.fn()}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
