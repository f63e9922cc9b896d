import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    legend: 'You are contacting us as',
    name: 'customerType',
    onChange: fn(),
    options: [
      { value: 'pharmacy', label: 'Pharmacy' },
      {
        value: 'hospital',
        label: 'Hospital or clinic',
        hint: 'Public and private healthcare institutions',
      },
      { value: 'dental', label: 'Dental practice' },
      { value: 'vet', label: 'Veterinary practice' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDefaultValue: Story = { args: { defaultValue: 'hospital' } };

export const Horizontal: Story = {
  args: {
    legend: 'Do you need cold-chain delivery?',
    name: 'coldChain',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};

export const RequiredWithError: Story = {
  args: {
    required: true,
    requiredLabel: 'required',
    hint: 'Helps us pass your enquiry to the right team.',
    error: 'Choose one option.',
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'pharmacy', label: 'Pharmacy' },
      { value: 'wholesale', label: 'Wholesaler (not available in this market)', disabled: true },
    ],
  },
};
