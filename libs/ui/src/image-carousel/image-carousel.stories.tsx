import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IMAGE_CAROUSEL_RATIOS, ImageCarousel } from './image-carousel';
import { sampleImages } from './sample-images';

const meta = {
  title: 'Display/ImageCarousel',
  component: ImageCarousel,
  args: { images: sampleImages, label: 'Photos of Nivaas Residency', onIndexChange: fn() },
  argTypes: { aspectRatio: { control: 'inline-radio', options: IMAGE_CAROUSEL_RATIOS } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ImageCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next photo' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
  },
};
export const Priority: Story = { args: { priority: true } };
export const SingleImage: Story = { args: { images: sampleImages.slice(0, 1) } };
export const Wide: Story = { args: { aspectRatio: '16 / 9' } };
export const WithSrcSet: Story = {
  args: {
    sizes: '(min-width: 640px) 640px, 100vw',
    images: sampleImages.map((image) => ({ ...image, srcSet: `${image.src} 960w` })),
  },
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
