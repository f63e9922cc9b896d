import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  // The bar is fixed to the top of the viewport: look at the top edge of the canvas.
  parameters: { layout: 'fullscreen' },
  args: { value: 0.4, status: 'loading', label: 'Loading page' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
    status: { control: 'inline-radio', options: ['idle', 'loading', 'done', 'failed'] },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const AlmostDone: Story = { args: { value: 0.9 } };

/** Full width, then fades; the site returns to `idle` to unmount. */
export const Done: Story = { args: { status: 'done', value: 0.7 } };

export const Failed: Story = { args: { status: 'failed', value: 0.6 } };

/** Renders nothing. */
export const Idle: Story = { args: { status: 'idle' } };
