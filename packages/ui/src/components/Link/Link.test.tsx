import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import { linkClassName } from './Link';
import * as stories from './Link.stories';

const { Default, Subtle, Inverse, External, WithRouterLink } = composeStories(stories);

describe('Link', () => {
  it('renders an underlined-style inline link that is keyboard reachable', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const link = screen.getByRole('link', { name: 'our product range' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).not.toHaveAttribute('target');
    expect(link.className).toBe(linkClassName());
    await user.tab();
    expect(link).toHaveFocus();
  });

  it('external link opens a new tab safely and announces it', () => {
    const { container } = render(<External />);
    const link = screen.getByRole('link', {
      name: 'the medicines agency register (opens in new tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('a svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders internal links through linkComponent', () => {
    render(<WithRouterLink />);
    expect(screen.getByRole('link', { name: 'our product range' })).toHaveAttribute(
      'data-router-link',
    );
  });

  it('linkClassName reflects the variant', () => {
    expect(linkClassName({ variant: 'inverse', className: 'x' })).toBe('link inverse x');
  });

  it.each([
    ['Default', Default],
    ['Subtle', Subtle],
    ['Inverse', Inverse],
    ['External', External],
    ['WithRouterLink', WithRouterLink],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
