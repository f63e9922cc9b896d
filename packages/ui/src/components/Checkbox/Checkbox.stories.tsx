import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { name: 'newsletter', onChange: fn(), children: 'Send me product news and price lists' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

/** Consent with a link inside the label: the link opens, the box does not toggle. */
export const ConsentWithLink: Story = {
  args: {
    name: 'privacy',
    required: true,
    requiredLabel: 'required',
    children: (
      <>
        I have read the <a href="#privacy">privacy notice</a> and agree to the processing of my data
      </>
    ),
  },
};

export const WithHint: Story = {
  args: { hint: 'At most two emails a month. Unsubscribe at any time.' },
};

export const WithError: Story = {
  args: {
    name: 'privacy',
    required: true,
    requiredLabel: 'required',
    children: 'I agree to the processing of my data',
    error: 'Please accept to send the form.',
  },
};

export const Disabled: Story = { args: { disabled: true } };
