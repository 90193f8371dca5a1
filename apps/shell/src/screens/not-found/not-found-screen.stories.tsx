import type { StoryObj } from '@storybook/react-vite';
import { shellMeta, state } from '../../testing/screen-story';
import { NotFoundScreen } from './not-found-screen';

// Anything else (docs/rules.md section 2): a way on, never a dead end. It asks the API nothing.
export default {
  title: 'Shell/NotFound',
  component: NotFoundScreen,
  render: () => <NotFoundScreen />,
  ...shellMeta('/no-such-page/'),
};
type Story = StoryObj<typeof NotFoundScreen>;

export const Visitor: Story = state({});

export const Member: Story = state({ member: 'Asha' });

export const British: Story = state({ locale: 'en-GB' });

export const French: Story = state({ locale: 'fr-FR' });
