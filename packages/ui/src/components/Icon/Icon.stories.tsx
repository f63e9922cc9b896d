import type { Meta, StoryObj } from '@storybook/react-vite';
import * as domainIcons from './icons-domain';
import * as uiIcons from './icons-ui';
import { SearchIcon } from './icons-ui';

const all = { ...uiIcons, ...domainIcons };

const meta = {
  title: 'Foundations/Icon',
  component: SearchIcon,
  tags: ['autodocs'],
  args: { size: 32 },
  argTypes: {
    title: { control: 'text', description: 'Accessible name; omit for decorative icons.' },
    size: { control: 'text' },
  },
} satisfies Meta<typeof SearchIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next to visible text the icon is decorative: hidden from assistive technology. */
export const Decorative: Story = {};

/** A standalone icon needs a name: `title` turns it into `role="img"`. */
export const Labelled: Story = {
  args: { title: 'Search' },
};

/** Every icon of the set, with its export name. Icons inherit the text colour. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: 'var(--space-4)',
        listStyle: 'none',
        padding: 0,
        color: 'var(--color-primary)',
      }}
    >
      {Object.entries(all).map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 'var(--space-2)',
          }}
        >
          <Icon size={args.size} />
          <code style={{ fontSize: 'var(--font-size-xs)', color: 'var(--color-text-muted)' }}>
            {name}
          </code>
        </li>
      ))}
    </ul>
  ),
};
