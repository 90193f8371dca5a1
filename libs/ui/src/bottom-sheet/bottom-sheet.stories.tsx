import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Checkbox } from '../checkbox/checkbox';
import { BottomSheet, type BottomSheetProps } from './bottom-sheet';

function WithTrigger(props: BottomSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open sheet</Button>
      <BottomSheet
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const ratingOptions = (
  <>
    <Checkbox label="4.5 and above" />
    <Checkbox label="4 and above" />
    <Checkbox label="3.5 and above" />
    <Checkbox label="3 and above" />
  </>
);

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  args: { open: true, onClose: fn(), title: 'Rating', children: ratingOptions },
  render: (args) => <WithTrigger {...args} />,
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Closed: Story = { args: { open: false } };
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="outline" onClick={fn()}>
          Clear
        </Button>
        <Button onClick={fn()}>Apply</Button>
      </>
    ),
  },
};
export const Tall: Story = {
  args: {
    title: 'Localities',
    children: Array.from({ length: 25 }, (_, i) => <Checkbox key={i} label={`Locality ${i + 1}`} />),
  },
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
