import type { Meta, StoryObj } from '@storybook/react-vite';
import { SnowflakeIcon } from '../Icon';
import { Badge } from './Badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Medical devices', tone: 'neutral' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const WithIcon: Story = {
  args: { tone: 'info', icon: <SnowflakeIcon size="1em" />, children: 'Cold chain' },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="primary">New</Badge>
      <Badge tone="success">In stock</Badge>
      <Badge tone="warning">Limited supply</Badge>
      <Badge tone="danger">Recalled</Badge>
      <Badge tone="info">Cold chain</Badge>
    </div>
  ),
};
