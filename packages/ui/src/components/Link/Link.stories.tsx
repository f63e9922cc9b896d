import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Link } from './Link';
import { RouterLink } from '../../stories/RouterLink';

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/products', children: 'our product range', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'subtle', 'inverse'] },
  },
  render: (args) => (
    <p>
      Hospitals and pharmacies order from <Link {...args} /> every working day.
    </p>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Subtle: Story = { args: { variant: 'subtle' } };

export const Inverse: Story = {
  args: { variant: 'inverse' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: 'var(--color-surface-inverse)',
          color: 'var(--color-text-inverse)',
          padding: 'var(--space-6)',
        }}
      >
        <Story />
      </div>
    ),
  ],
};

/** External links open a new tab, show an icon and say so to screen readers. */
export const External: Story = {
  args: {
    href: 'https://www.halmed.hr',
    children: 'the medicines agency register',
    external: true,
    externalLabel: '(opens in new tab)',
  },
};

/** Internal links go through `linkComponent` so the site's router handles them. */
export const WithRouterLink: Story = { args: { linkComponent: RouterLink } };
