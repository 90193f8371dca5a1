import type { StoryObj } from '@storybook/react-vite';
import { screenMeta, state } from '../../testing/screen-story';
import OurBrandsScreen from './our-brands-screen';

// The chain's own texts: the page reads nothing from the API.
const meta = { title: 'Discovery/Our brands', ...screenMeta(OurBrandsScreen, '/our-brands/') };
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = state({ member: false });

export const Member: Story = state({});

export const BritishEnglish: Story = state({ member: false, locale: 'en-GB' });

export const French: Story = state({ member: false, locale: 'fr-FR' });
