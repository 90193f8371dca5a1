import type { Meta, StoryObj } from '@storybook/react-vite';
import { Page } from './page';
import { Section } from '../section/section';
import story from '../internal/story-layout.module.css';

const meta = {
  title: 'Layout/Page',
  component: Page,
  args: {
    heading: 'My profile',
    children: (
      <>
        <Section title="Personal details" card>
          <p className={story.flush}>Asha Rao</p>
        </Section>
        <Section title="GST details" card>
          <p className={story.flush}>No GST details saved.</p>
        </Section>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeading: Story = {};
export const AsMain: Story = { args: { as: 'main' } };
export const ContentScreen: Story = { args: { width: 'full', headingSize: '2xl', gap: 5 } };
export const Mobile360: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
