import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabsProps } from './tabs';

function Stateful(props: TabsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <Tabs
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Your bookings',
    value: 'upcoming',
    onChange: fn(),
    tabs: [
      { id: 'upcoming', label: 'Upcoming', panel: <p>2 upcoming stays</p> },
      { id: 'past', label: 'Past', panel: <p>5 past stays</p> },
    ],
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Upcoming' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('past');
  },
};
export const SecondSelected: Story = { args: { value: 'past' } };
export const Scrollable: Story = {
  args: {
    label: 'Hotel details',
    value: 'rooms',
    fullWidth: false,
    tabs: ['Rooms', 'Amenities', 'Policies', 'Location', 'Reviews', 'Q&A'].map((name) => ({
      id: name.toLowerCase(),
      label: name,
      panel: <p>{name} content</p>,
    })),
  },
};
export const WithDisabled: Story = {
  args: {
    tabs: [
      { id: 'upcoming', label: 'Upcoming', panel: <p>Upcoming</p> },
      { id: 'cancelled', label: 'Cancelled', panel: <p>Cancelled</p>, disabled: true },
      { id: 'past', label: 'Past', panel: <p>Past</p> },
    ],
  },
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
