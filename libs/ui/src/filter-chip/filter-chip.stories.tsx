import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChip, type FilterChipProps } from './filter-chip';
import story from '../internal/story-layout.module.css';

function Toggle(props: FilterChipProps) {
  const [selected, setSelected] = useState(props.selected);
  return (
    <FilterChip
      {...props}
      selected={selected}
      onClick={() => {
        setSelected(!selected);
        props.onClick();
      }}
    />
  );
}

const meta = {
  title: 'Selection/FilterChip',
  component: FilterChip,
  args: { label: 'Couple friendly', selected: false, onClick: fn() },
  render: (args) => <Toggle {...args} />,
} satisfies Meta<typeof FilterChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Couple friendly' });
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
  },
};
export const Selected: Story = { args: { selected: true } };
export const PopupTrigger: Story = { args: { label: 'Price', hasPopup: true } };
export const PopupWithCount: Story = { args: { label: 'Rating', hasPopup: true, selected: true, count: 2 } };
export const Disabled: Story = { args: { disabled: true } };
export const FilterBar: Story = {
  render: () => (
    <div className={story.row}>
      <FilterChip label="Price" hasPopup selected={false} onClick={fn()} />
      <FilterChip label="Rating" hasPopup selected count={1} onClick={fn()} />
      <FilterChip label="Popular" hasPopup selected={false} onClick={fn()} />
      <FilterChip label="Location" hasPopup selected={false} onClick={fn()} />
      <FilterChip label="Local ID" selected={false} onClick={fn()} />
    </div>
  ),
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
