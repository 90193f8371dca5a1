import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';

function Stateful(props: DateRangePickerProps) {
  const [range, setRange] = useState({ checkIn: props.checkIn, checkOut: props.checkOut });
  return (
    <DateRangePicker
      {...props}
      checkIn={range.checkIn}
      checkOut={range.checkOut}
      onChange={(next) => {
        setRange(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  // A fixed today keeps stories and visual checks stable.
  args: { label: 'Choose your dates', today: '2026-12-10', checkIn: null, checkOut: null, months: 2, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Saturday, 12 December 2026$/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Monday, 14 December 2026$/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ checkIn: '2026-12-12', checkOut: '2026-12-14' });
  },
};
export const CheckInChosen: Story = { args: { checkIn: '2026-12-12' } };
export const RangeChosen: Story = { args: { checkIn: '2026-12-12', checkOut: '2026-12-15' } };
export const AcrossMonths: Story = { args: { checkIn: '2026-12-29', checkOut: '2027-01-03' } };
export const MondayFirst: Story = { args: { weekStartsOn: 1 } };
export const ShortMaxStay: Story = { args: { checkIn: '2026-12-12', maxNights: 3 } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
