import type { Meta, StoryObj } from '@storybook/react-vite';
import { PillIcon, SnowflakeIcon, ToothIcon } from '../Icon';
import { Card } from './Card';
import { RouterLink } from '../../stories/RouterLink';

const meta = {
  title: 'Content/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    icon: <PillIcon />,
    title: 'Medicines',
    text: 'More than 12,000 prescription and OTC products, delivered to pharmacies and hospitals twice a day.',
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

// Single cards are shown at a typical grid-column width.
const columnWidth: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: '22rem' }}>
      <Story />
    </div>
  ),
];

/** Static card, no link. */
export const Default: Story = { decorators: columnWidth };

/** The whole card is clickable; only the title is a link. Tab to it to see the ring. */
export const Linked: Story = {
  args: { href: '#medicines', cta: 'Learn more' },
  decorators: columnWidth,
};

/** A typographic mark above the title, at its own size (brand tiles). */
export const WithMedia: Story = {
  args: {
    href: '#brand',
    cta: 'Learn more',
    icon: undefined,
    media: (
      <span style={{ fontWeight: 700, letterSpacing: '0.08em', fontSize: '1.5rem' }}>BRAND</span>
    ),
  },
  decorators: columnWidth,
};

// An inline SVG stands in for an uploaded photo, so the story needs no server.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 16 9"><rect width="16" height="9" fill="#cfe4ea"/><rect y="6" width="16" height="3" fill="#7aa9b8"/><circle cx="12" cy="3" r="1.5" fill="#f4d58d"/></svg>',
)}`;

/** A photo across the top, edge to edge, above the mark and the title (a brand page's tile). */
export const WithCover: Story = {
  args: {
    href: '#brand',
    cta: 'Learn more',
    icon: undefined,
    cover: (
      <img
        src={photo}
        width={1600}
        height={900}
        alt="The warehouse at dawn, lorries at the loading dock"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    ),
    media: (
      <span style={{ fontWeight: 700, letterSpacing: '0.08em', fontSize: '1.5rem' }}>BRAND</span>
    ),
  },
  decorators: columnWidth,
};

export const WithRouterLink: Story = {
  args: { href: '/medicines', linkComponent: RouterLink, cta: 'Learn more' },
  decorators: columnWidth,
};

/** Cards as list items in a responsive grid. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
          gap: 'var(--space-6)',
          padding: 0,
          maxWidth: '60rem',
        }}
      >
        <Story />
      </ul>
    ),
  ],
  render: (args) => (
    <>
      <Card {...args} as="li" href="#medicines" cta="Learn more" />
      <Card
        as="li"
        icon={<SnowflakeIcon />}
        title="Cold chain"
        text="Validated 2–8 °C transport and storage, monitored end to end."
        href="#cold-chain"
        cta="Learn more"
      />
      <Card
        as="li"
        icon={<ToothIcon />}
        title="Dental medicine"
        text="Materials, instruments and equipment for dental practices."
        href="#dental"
        cta="Learn more"
      />
    </>
  ),
};
