import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormField } from '../FormField';
import { DateInput } from './DateInput';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  tags: ['autodocs'],
  args: { onChange: fn(), name: 'visitDate' },
  render: (args) => (
    <FormField label="Preferred visit date" hint="A sales representative will confirm by phone.">
      <DateInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Limits the picker and keyboard entry to a range. */
export const WithRange: Story = {
  args: { min: '2025-01-01', max: '2025-12-31', defaultValue: '2025-06-15' },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '2025-03-03' } };
