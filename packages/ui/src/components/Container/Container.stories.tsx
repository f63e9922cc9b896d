import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    size: 'default',
    children: (
      <div
        style={{
          background: 'var(--color-primary-50)',
          padding: 'var(--space-6)',
          borderRadius: 'var(--radius-md)',
        }}
      >
        <h2>Reliable supply for healthcare</h2>
        <p>Content is centred and never wider than the container size.</p>
      </div>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['narrow', 'default', 'wide'] },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Narrow: Story = { args: { size: 'narrow' } };

export const Wide: Story = { args: { size: 'wide' } };

/** `as` picks the landmark element, here `<main>`. */
export const AsMain: Story = { args: { as: 'main', id: 'main-content' } };
