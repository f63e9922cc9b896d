import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Holiday delivery schedule',
    children: 'Orders placed after 12:00 on 24 December are delivered on 27 December.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] },
    role: { control: 'inline-radio', options: [undefined, 'status', 'alert'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

/** After sending a form: `role="status"` announces it without interrupting. */
export const Success: Story = {
  args: {
    tone: 'success',
    role: 'status',
    title: 'Thank you, your enquiry was sent',
    children: 'We reply within one working day.',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Cold-chain product',
    children: 'Store between 2 °C and 8 °C immediately after delivery.',
  },
};

/** A blocking failure: `role="alert"` is announced immediately. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    role: 'alert',
    title: 'The form could not be sent',
    children: 'Please try again in a few minutes or call us.',
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };
