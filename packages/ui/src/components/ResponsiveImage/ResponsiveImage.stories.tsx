import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResponsiveImage } from './ResponsiveImage';

// An inline SVG stands in for an uploaded file, so the story needs no server.
const logo = (label: string, width: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 4}" viewBox="0 0 400 100"><rect width="400" height="100" fill="#e6f2f5"/><text x="200" y="62" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#0b5f7a">${label}</text></svg>`,
  )}`;

const meta = {
  title: 'Content/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs'],
  args: {
    src: logo('Health for all', 1600),
    width: 1600,
    height: 400,
    alt: 'Health for all foundation',
    variants: [
      { src: logo('Health for all', 400), width: 400 },
      { src: logo('Health for all', 800), width: 800 },
    ],
    sizes: '(min-width: 64rem) 20rem, 100vw',
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below the fold: loads lazily, picks a copy from `sizes`. */
export const Lazy: Story = {};

/** A page's main picture: loaded at once, with high priority. */
export const Priority: Story = { args: { priority: true } };

/** A logo beside its name: the name says it, so the picture is decorative. */
export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 'var(--space-3)' }}>
      <ResponsiveImage {...args} alt="" style={{ width: '8rem' }} sizes="8rem" />
      <span>Health for all foundation</span>
    </p>
  ),
};
