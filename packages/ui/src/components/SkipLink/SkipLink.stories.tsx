import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { children: 'Skip to content', href: '#main-content' },
  // Press Tab inside the canvas to reveal the link.
  render: (args) => (
    <>
      <SkipLink {...args} />
      <header style={{ padding: 'var(--space-6)', borderBottom: '1px solid var(--color-border)' }}>
        <nav aria-label="Main">
          <a href="#products">Products</a> · <a href="#about">About us</a> ·{' '}
          <a href="#contact">Contact</a>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} style={{ padding: 'var(--space-6)' }}>
        <h1>Reliable supply for healthcare</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The text comes from the site's catalogue, e.g. Croatian. */
export const Croatian: Story = { args: { children: 'Preskoči na sadržaj' } };
