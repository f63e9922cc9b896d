import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Badge.stories';

const { Neutral, WithIcon, AllTones } = composeStories(stories);

describe('Badge', () => {
  it('shows its text as non-interactive content', () => {
    render(<Neutral />);
    const badge = screen.getByText('Medical devices');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveClass('badge', 'neutral');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders a decorative icon before the text', () => {
    render(<WithIcon />);
    const badge = screen.getByText('Cold chain');
    expect(badge.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(badge.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(badge).toHaveClass('info');
  });

  it('applies each tone', () => {
    render(<AllTones />);
    expect(screen.getByText('Recalled')).toHaveClass('danger');
    expect(screen.getByText('In stock')).toHaveClass('success');
  });

  it.each([
    ['Neutral', Neutral],
    ['WithIcon', WithIcon],
    ['AllTones', AllTones],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
