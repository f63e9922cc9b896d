import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';
import { RouterLink } from '../../stories/RouterLink';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    label: 'Breadcrumb',
    items: [
      { label: 'Home', href: '#home' },
      { label: 'Products', href: '#products' },
      { label: 'Dental medicine' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Last item as a link to itself, still marked as the current page. */
export const CurrentAsLink: Story = {
  args: {
    items: [
      { label: 'Početna', href: '#home' },
      { label: 'O nama', href: '#about' },
      { label: 'Povijest tvrtke', href: '#history' },
    ],
    label: 'Putanja',
  },
};

export const WithRouterLink: Story = { args: { linkComponent: RouterLink } };
