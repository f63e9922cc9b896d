import type { Meta, StoryObj } from '@storybook/react-vite';
import { TruckIcon, UsersIcon } from '../Icon';
import { Stat } from './Stat';

const meta = {
  title: 'Content/Stat',
  component: Stat,
  tags: ['autodocs'],
  args: { value: '6000+', label: 'customers across the region' },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'inverse'] } },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcon: Story = { args: { icon: <UsersIcon /> } };

export const Inverse: Story = {
  args: { tone: 'inverse', icon: <TruckIcon />, value: '2×', label: 'daily deliveries' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-surface-inverse)', padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
};

/** Several figures in a row, as list items. */
export const Row: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
        gap: 'var(--space-8)',
        listStyle: 'none',
        padding: 0,
      }}
    >
      <li>
        <Stat value="6000+" label="customers" />
      </li>
      <li>
        <Stat value="30" label="years in healthcare" />
      </li>
      <li>
        <Stat value="12 000" label="products" />
      </li>
    </ul>
  ),
};
