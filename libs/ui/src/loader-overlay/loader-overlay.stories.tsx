import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoaderOverlay } from './loader-overlay';

const meta = {
  title: 'Feedback/LoaderOverlay',
  component: LoaderOverlay,
  args: { open: true, text: 'Processing' },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof LoaderOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const CustomText: Story = { args: { text: 'Confirming your booking…' } };
export const Closed: Story = { args: { open: false } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
