import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DisclosureMenu } from './DisclosureMenu';

const products = [
  { href: '#medicines', label: 'Medicines', description: 'Prescription and OTC, full cold chain' },
  { href: '#medical-devices', label: 'Medical devices' },
  { href: '#dental', label: 'Dental medicine' },
  { href: '#veterinary', label: 'Veterinary medicine' },
];

const meta = {
  title: 'Navigation/DisclosureMenu',
  component: DisclosureMenu,
  tags: ['autodocs'],
  args: {
    label: 'Products',
    items: products,
    onNavigate: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['dropdown', 'inline'] },
    align: { control: 'inline-radio', options: ['start', 'end'] },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '20rem' }}>
        <Story />
        <p style={{ marginTop: 'var(--space-4)' }}>
          <a href="#after">Link after the menu</a>
        </p>
      </div>
    ),
  ],
} satisfies Meta<typeof DisclosureMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dropdown: Story = {};

/** The page being viewed is marked with `aria-current="page"`; the button gets an underline. */
export const WithCurrentPage: Story = {
  args: {
    items: products.map((item) => (item.href === '#dental' ? { ...item, current: true } : item)),
    defaultOpen: true,
  },
};

/** Right-aligned panel for the last items of a header. */
export const AlignEnd: Story = {
  args: { label: 'About us', align: 'end', defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};

/** Stacked in flow, for the mobile menu; stays open when focus moves on. */
export const Inline: Story = {
  args: { layout: 'inline' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem', borderBlock: '1px solid var(--color-border)' }}>
        <Story />
      </div>
    ),
  ],
};
