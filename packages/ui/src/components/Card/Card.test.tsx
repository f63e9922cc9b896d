import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './Card.stories';

const { Default, Linked, WithRouterLink, Grid, WithMedia, WithCover } = composeStories(stories);

describe('Card', () => {
  it('shows a heading and text, without a link when no href is given', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 3, name: 'Medicines' })).toBeInTheDocument();
    expect(screen.getByText(/More than 12,000/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('linked card exposes exactly one link, named by the title, reachable by Tab', async () => {
    const user = userEvent.setup();
    render(<Linked />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Medicines');
    expect(links[0]).toHaveAttribute('href', '#medicines');
    expect(links[0]?.closest('h3')).not.toBeNull();
    expect(screen.getByText('Learn more')).toBeInTheDocument();
    await user.tab();
    expect(links[0]).toHaveFocus();
  });

  it('shows media above the title, still with the title as the only link', () => {
    render(<WithMedia />);
    const mark = screen.getByText('BRAND');
    const heading = screen.getByRole('heading', { level: 3 });
    expect(mark.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows a cover picture first, with its alt text, and keeps the title as the only link', () => {
    render(<WithCover />);
    const picture = screen.getByRole('img', { name: /warehouse at dawn/ });
    const mark = screen.getByText('BRAND');
    expect(picture.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(picture.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('has no cover box without a cover', () => {
    const { container } = render(<WithMedia />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-slot="card"]')?.firstElementChild).toHaveTextContent(
      'BRAND',
    );
  });

  it('renders the link through linkComponent', () => {
    render(<WithRouterLink />);
    expect(screen.getByRole('link', { name: 'Medicines' })).toHaveAttribute('data-router-link');
  });

  it('can render as list items', () => {
    render(<Grid />);
    const list = screen.getByRole('list');
    expect(list.querySelectorAll(':scope > li[data-slot="card"]')).toHaveLength(3);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Medicines',
      'Cold chain',
      'Dental medicine',
    ]);
  });

  it.each([
    ['Default', Default],
    ['Linked', Linked],
    ['WithRouterLink', WithRouterLink],
    ['Grid', Grid],
    ['WithCover', WithCover],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
