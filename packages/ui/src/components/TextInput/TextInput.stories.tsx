import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormField } from '../FormField';
import { TextInput } from './TextInput';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { onChange: fn(), onBlur: fn(), name: 'name', autoComplete: 'name' },
  argTypes: {
    type: {
      control: 'select',
      options: ['text', 'email', 'tel', 'url', 'search', 'password', 'number'],
    },
  },
  // A control is always labelled; FormField supplies the label in every story.
  render: (args) => (
    <div style={{ maxWidth: '28rem' }}>
      <FormField label="Full name">
        <TextInput {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = { args: { placeholder: 'Ana Horvat' } };

export const Email: Story = {
  args: {
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    defaultValue: 'nabava@bolnica-zagreb.hr',
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'Đ' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Šime Žužić' } };
