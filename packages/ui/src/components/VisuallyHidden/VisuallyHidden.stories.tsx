import type { Meta, StoryObj } from '@storybook/react-vite';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: '(opens in new tab)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden text is read with the link text but not shown. */
export const InsideLink: Story = {
  render: (args) => (
    <a href="https://example.org" target="_blank" rel="noreferrer">
      Product catalogue <VisuallyHidden {...args} />
    </a>
  ),
};

/** A focusable variant reveals its content while focused (tab into the story). */
export const Focusable: Story = {
  args: {
    focusable: true,
    children: <a href="#main">Skip to content</a>,
  },
};
