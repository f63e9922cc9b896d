import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button, buttonClassName } from '../Button';
import { FormField } from '../FormField';
import { TextInput } from '../TextInput';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  subcomponents: {
    Dialog,
    DialogTrigger,
    DialogHeader,
    DialogTitle,
    DialogDescription,
    DialogFooter,
    DialogClose,
  },
  tags: ['autodocs'],
  args: {
    closeLabel: 'Close',
    size: 'md',
    onEscapeKeyDown: fn(),
    onPointerDownOutside: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'full'] },
  },
  render: (args) => (
    <Dialog>
      <DialogTrigger className={buttonClassName()}>Request a callback</DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Request a callback</DialogTitle>
          <DialogDescription>
            Our pharmacist on duty calls you back within two working hours.
          </DialogDescription>
        </DialogHeader>
        <FormField label="Phone number">
          <TextInput type="tel" name="phone" autoComplete="tel" />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit">Send request</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves into the dialog, Tab is trapped, Escape / overlay click / × close it. */
export const Default: Story = {};

export const Small: Story = {
  args: { size: 'sm' },
  render: (args) => (
    <Dialog>
      <DialogTrigger className={buttonClassName({ variant: 'secondary' })}>
        Delete saved address
      </DialogTrigger>
      <DialogContent {...args}>
        <DialogHeader>
          <DialogTitle>Delete this address?</DialogTitle>
          <DialogDescription>Deliveries already scheduled are not affected.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost">Keep</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button>Delete</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

export const Large: Story = { args: { size: 'lg' } };

/** Full screen, e.g. for the mobile navigation. */
export const FullScreen: Story = { args: { size: 'full' } };
