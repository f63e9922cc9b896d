import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Timeline.stories';

const { Default, NestedHeadings } = composeStories(stories);

describe('Timeline', () => {
  it('is an ordered list with the year first in each entry', () => {
    render(<Default />);
    const list = screen.getByRole('list', { name: 'Company history' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      '1994',
      '2003',
      '2012',
      '2024',
    ]);
    expect(items[3]).toHaveTextContent('More than 6000 healthcare customers');
  });

  it('renders titles as headings of the chosen level, skipping missing titles', () => {
    render(<Default />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    render(<NestedHeadings />);
    expect(
      screen.getByRole('heading', { level: 4, name: 'Founded in Zagreb' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['NestedHeadings', NestedHeadings],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
