import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './SkipLink.stories';

const { Default, Croatian } = composeStories(stories);

describe('SkipLink', () => {
  it('is the first thing Tab reaches and points at the main content', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
    expect(document.getElementById('main-content')).toBe(screen.getByRole('main'));
  });

  it('takes its text from props', () => {
    render(<Croatian />);
    expect(screen.getByRole('link', { name: 'Preskoči na sadržaj' })).toBeInTheDocument();
  });

  it.each([
    ['Default', Default],
    ['Croatian', Croatian],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
