import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FormField } from '../FormField';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { onChange: fn(), name: 'message' },
  render: (args) => (
    <div style={{ maxWidth: '36rem' }}>
      <FormField label="Your message" hint="Product codes and quantities help us answer faster.">
        <TextArea {...args} />
      </FormField>
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tall: Story = { args: { rows: 10 } };

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Molimo ponudu za 200 kom.' },
};
