import type { Meta, StoryObj } from '@storybook/react-vite';
import { Timeline } from './Timeline';

const meta = {
  title: 'Content/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: {
    label: 'Company history',
    entries: [
      {
        year: 1994,
        title: 'Founded in Zagreb',
        text: 'A pharmacy supplier with six employees and two vans.',
      },
      {
        year: 2003,
        title: 'Cold-chain warehouse',
        text: 'First validated 2–8 °C storage in the region.',
      },
      {
        year: 2012,
        title: 'Slovenia and Bosnia and Herzegovina',
        text: 'Subsidiaries in Ljubljana and Sarajevo.',
      },
      { year: 2024, text: 'More than 6000 healthcare customers served every week.' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Under an h3 section heading, entry titles become h4. */
export const NestedHeadings: Story = { args: { headingLevel: 4 } };
