import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Breadcrumbs.stories';

const { Default, CurrentAsLink, WithRouterLink } = composeStories(stories);

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with an ordered trail', () => {
    render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Products']);
  });

  it('marks the last item as the current page', () => {
    render(<Default />);
    const current = screen.getByText('Dental medicine');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the current page a link when it has an href', () => {
    render(<CurrentAsLink />);
    expect(screen.getByRole('link', { name: 'Povijest tvrtke' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hides separators from assistive technology', () => {
    const { container } = render(<Default />);
    const separators = container.querySelectorAll('svg');
    expect(separators).toHaveLength(2);
    separators.forEach((svg) => expect(svg).toHaveAttribute('aria-hidden', 'true'));
  });

  it('renders links through linkComponent', () => {
    render(<WithRouterLink />);
    screen.getAllByRole('link').forEach((link) => expect(link).toHaveAttribute('data-router-link'));
  });

  it.each([
    ['Default', Default],
    ['CurrentAsLink', CurrentAsLink],
    ['WithRouterLink', WithRouterLink],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
