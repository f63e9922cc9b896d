import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ArrowRightIcon, PhoneIcon } from '../Icon';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { RouterLink } from '../../stories/RouterLink';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Request a quote', onClick: fn(), variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Download catalogue' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

/** For dark brand bands; its focus ring switches to the inverse ring colour. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Become a partner' },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--color-surface-inverse)', padding: 'var(--space-8)' }}>
        <Story />
      </div>
    ),
  ],
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: {
    children: 'Call sales',
    leadingIcon: <PhoneIcon />,
    trailingIcon: <ArrowRightIcon />,
  },
};

/**
 * Looks disabled, stays in the tab order (so a hint next to it can explain why) and ignores clicks.
 * Wire the hint with `aria-describedby`.
 */
export const AriaDisabled: Story = {
  args: {
    children: 'Send enquiry',
    type: 'submit',
    'aria-disabled': true,
    'aria-describedby': 'send-hint',
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', justifyItems: 'start' }}>
      <Button {...args} />
      <p
        id="send-hint"
        style={{ fontSize: 'var(--font-size-sm)', color: 'var(--color-text-muted)' }}
      >
        Accept the privacy notice to send the form.
      </p>
    </div>
  ),
};

/** `ButtonLink` navigates (it is a link) but borrows the button look; pass Next's Link as `linkComponent`. */
export const AsLink: Story = {
  render: (args) => (
    <ButtonLink
      href="/contact"
      linkComponent={RouterLink}
      variant={args.variant}
      size={args.size}
      trailingIcon={<ArrowRightIcon />}
    >
      Contact us
    </ButtonLink>
  ),
};
