import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './VisuallyHidden.stories';

const { InsideLink, Focusable } = composeStories(stories);

describe('VisuallyHidden', () => {
  it('adds its text to the accessible name of the surrounding link', () => {
    render(<InsideLink />);
    expect(
      screen.getByRole('link', { name: 'Product catalogue (opens in new tab)' }),
    ).toBeInTheDocument();
    // identity-obj-proxy maps the CSS Module class to its own name.
    expect(screen.getByText('(opens in new tab)')).toHaveClass('hidden');
  });

  it('uses the reveal-on-focus class when focusable and its content can take focus', async () => {
    const user = userEvent.setup();
    render(<Focusable />);
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link.parentElement).toHaveClass('focusable');
    expect(link.parentElement).not.toHaveClass('hidden');
    await user.tab();
    expect(link).toHaveFocus();
  });

  it.each([
    ['InsideLink', InsideLink],
    ['Focusable', Focusable],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
