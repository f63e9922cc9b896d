import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateInput } from '../DateInput';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';
import { TextArea } from '../TextArea';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: 'Institution',
    children: <TextInput name="institution" autoComplete="organization" />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** '*' is visual only; screen readers hear the `requiredLabel` text instead. */
export const Required: Story = {
  args: {
    label: 'Email',
    required: true,
    requiredLabel: 'required',
    children: <TextInput type="email" name="email" />,
  },
};

export const WithHint: Story = {
  args: {
    label: 'OIB (tax number)',
    hint: '11 digits, as on your institution’s registration.',
    children: <TextInput name="oib" inputMode="numeric" />,
  },
};

/** Error: control gets aria-invalid, the message is linked by aria-describedby and announced politely. */
export const WithError: Story = {
  args: {
    label: 'Email',
    required: true,
    requiredLabel: 'required',
    hint: 'We reply within one working day.',
    error: 'Enter an email address like name@hospital.hr',
    children: <TextInput type="email" name="email" defaultValue="ana.horvat@" />,
  },
};

export const WithTextArea: Story = {
  args: { label: 'Your message', children: <TextArea name="message" /> },
};

export const WithDateInput: Story = {
  args: {
    label: 'Preferred delivery date',
    hint: 'Working days only.',
    children: <DateInput name="delivery" />,
  },
};

/** For nested controls pass a function; spread its props onto the focusable part (SelectTrigger). */
export const WithSelect: Story = {
  args: {
    label: 'Country',
    error: 'Choose a country.',
    children: (control) => (
      <Select name="country">
        <SelectTrigger {...control}>
          <SelectValue placeholder="Choose a country" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="hr">Hrvatska</SelectItem>
          <SelectItem value="si">Slovenija</SelectItem>
          <SelectItem value="ba">Bosna i Hercegovina</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
};
