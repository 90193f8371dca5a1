import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleImages } from '../image-carousel/sample-images';
import { HotelCard } from './hotel-card';
import story from '../internal/story-layout.module.css';

const meta = {
  title: 'Display/HotelCard',
  component: HotelCard,
  args: {
    name: 'Nivaas Residency Koramangala',
    href: '/hotels-in-bengaluru/nivaas-residency-koramangala-1042/',
    images: sampleImages,
    locality: 'Koramangala, Bengaluru',
    distance: '1.2 km from Forum Mall',
    rating: { rating: 4.3, countText: '(1,284)' },
    // A struck price only for a real saving (here the coupon's), and the price says what it includes.
    price: { amount: 1349, strikedAmount: 1499, suffix: 'per night, taxes included' },
    priceNotes: ['₹2,698 for 2 nights', 'Coupon NIVAAS10 applied'],
    tags: [
      { label: 'Couple friendly', tone: 'info' },
      { label: 'Free cancellation', tone: 'success' },
    ],
    amenities: ['Free Wi-Fi', 'AC', 'TV', 'Power backup'],
    onSelect: fn(),
  },
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstInList: Story = { args: { priority: true } };
export const WithTrigger: Story = { args: { trigger: 'Booked 14 times in the last 24 hours' } };
export const Minimal: Story = {
  args: { rating: undefined, tags: [], amenities: [], distance: undefined, price: { amount: 899 }, priceNotes: [] },
};
export const SoldOut: Story = { args: { soldOutLabel: 'Sold out for your dates' } };
export const LongName: Story = {
  args: { name: 'Nivaas Premium Suites near Kempegowda International Airport, Devanahalli' },
};
export const List: Story = {
  render: (args) => (
    <div className={story.stackWide}>
      <HotelCard {...args} priority />
      <HotelCard {...args} name="Nivaas Inn Indiranagar" href="/x-2/" rating={{ rating: 3.6 }} />
    </div>
  ),
};
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
