import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './Select';

const countries = [
  { value: 'hr', label: 'Hrvatska' },
  { value: 'si', label: 'Slovenija' },
  { value: 'ba', label: 'Bosna i Hercegovina' },
  { value: 'rs', label: 'Srbija' },
];

// Long list to show the maxVisibleItems cap; diacritics check the latin-ext font subset.
const cities = [
  'Bjelovar',
  'Čakovec',
  'Dubrovnik',
  'Đakovo',
  'Gospić',
  'Karlovac',
  'Koprivnica',
  'Krapina',
  'Kutina',
  'Makarska',
  'Metković',
  'Našice',
  'Osijek',
  'Ogulin',
  'Pazin',
  'Požega',
  'Pula',
  'Rijeka',
  'Samobor',
  'Šibenik',
  'Sisak',
  'Slavonski Brod',
  'Split',
  'Umag',
  'Varaždin',
  'Vinkovci',
  'Virovitica',
  'Vukovar',
  'Zadar',
  'Zagreb',
  'Županja',
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: { onValueChange: fn(), onOpenChange: fn() },
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: '20rem' }}>
      <label htmlFor="country" style={{ fontWeight: 600 }}>
        Country
      </label>
      <Select {...args}>
        <SelectTrigger id="country">
          <SelectValue placeholder="Choose a country" />
        </SelectTrigger>
        <SelectContent>
          {countries.map((c) => (
            <SelectItem key={c.value} value={c.value}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled by a visible `<label htmlFor>` pointing at the trigger's id. */
export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'si' } };

/** Error state: `aria-invalid` on the trigger plus a message wired with `aria-describedby`. */
export const Invalid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: '20rem' }}>
      <span id="country-label" style={{ fontWeight: 600 }}>
        Country
      </span>
      <Select {...args}>
        <SelectTrigger
          aria-labelledby="country-label"
          aria-invalid
          aria-describedby="country-error"
        >
          <SelectValue placeholder="Choose a country" />
        </SelectTrigger>
        <SelectContent>
          {countries.map((c) => (
            <SelectItem key={c.value} value={c.value}>
              {c.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p
        id="country-error"
        style={{ color: 'var(--color-danger-fg)', fontSize: 'var(--font-size-sm)' }}
      >
        Choose the country of your institution.
      </p>
    </div>
  ),
};

export const Grouped: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: '20rem' }}>
      <label htmlFor="topic" style={{ fontWeight: 600 }}>
        Topic
      </label>
      <Select {...args}>
        <SelectTrigger id="topic">
          <SelectValue placeholder="Choose a topic" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Orders</SelectLabel>
            <SelectItem value="order-status">Order status</SelectItem>
            <SelectItem value="returns">Returns and complaints</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Partnership</SelectLabel>
            <SelectItem value="new-customer">Become a customer</SelectItem>
            <SelectItem value="supplier">Become a supplier</SelectItem>
            <SelectItem value="tender" disabled>
              Public tenders (closed)
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
};

/** 31 cities; the list shows `maxVisibleItems` rows (here 8) and scrolls. */
export const LongList: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: '20rem' }}>
      <label htmlFor="city" style={{ fontWeight: 600 }}>
        City
      </label>
      <Select {...args}>
        <SelectTrigger id="city">
          <SelectValue placeholder="Choose a city" />
        </SelectTrigger>
        <SelectContent maxVisibleItems={8}>
          {cities.map((city) => (
            <SelectItem key={city} value={city}>
              {city}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'hr' } };
