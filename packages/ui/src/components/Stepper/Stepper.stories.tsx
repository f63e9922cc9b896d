import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: {
    label: 'Customer registration',
    steps: ['Institution', 'Contact person', 'Licences', 'Review'],
    current: 1,
    completedLabel: 'completed',
  },
  argTypes: { current: { control: { type: 'number', min: 0, max: 3 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {};

export const FirstStep: Story = { args: { current: 0 } };

export const LastStep: Story = { args: { current: 3 } };
