import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Modal, type ModalProps } from './modal';
import story from '../internal/story-layout.module.css';

function WithTrigger(props: ModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
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

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: fn(),
    title: 'Price breakup',
    children: <p className={story.flush}>Room price for 2 nights ₹2,998. Taxes ₹360. Total ₹3,358.</p>,
  },
  render: (args) => <WithTrigger {...args} />,
  // Each story opens a dialog over the page: render them in their own frames on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Price breakup' });
    await expect(dialog).toBeInTheDocument();
    // Focus moves into the dialog once it has mounted in the browser; Escape is for the dialog holding focus.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Closed: Story = { args: { open: false } };
export const WithFooter: Story = {
  args: {
    title: 'Pay at hotel is not available',
    children: <p className={story.flush}>Too many attempts. Pay now to confirm your room.</p>,
    footer: <Button onClick={fn()}>Pay now</Button>,
  },
};
export const NotDismissible: Story = {
  args: { dismissible: false, title: 'Confirming your booking', footer: <Button onClick={fn()}>OK</Button> },
};
export const Fullscreen: Story = { args: { size: 'fullscreen', title: 'Search' } };
export const LongContent: Story = {
  args: {
    title: 'Hotel policies',
    children: Array.from({ length: 30 }, (_, i) => <p key={i}>Policy {i + 1}: guests must carry a valid ID.</p>),
  },
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
