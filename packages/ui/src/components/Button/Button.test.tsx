import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import { buttonClassName } from './buttonClassName';
import * as stories from './Button.stories';

const { Primary, Secondary, Ghost, Inverse, Sizes, WithIcons, AriaDisabled, AsLink } =
  composeStories(stories);

describe('Button', () => {
  it('calls onClick when activated by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const onClick = fn();
    render(<Primary onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Request a quote' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('keeps an aria-disabled button focusable but inert (no click, no form submit)', async () => {
    const user = userEvent.setup();
    const onClick = fn();
    const onSubmit = fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <AriaDisabled onClick={onClick} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send enquiry' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Accept the privacy notice to send the form.');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when it is a normal submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <AriaDisabled aria-disabled={false} />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders icons as decoration, leaving the label as the name', () => {
    const { container } = render(<WithIcons />);
    expect(screen.getByRole('button', { name: 'Call sales' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('ButtonLink is a link with the button classes, rendered by linkComponent', () => {
    render(<AsLink />);
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).toHaveAttribute('data-router-link');
    expect(link.className).toBe(buttonClassName({ variant: 'primary', size: 'md' }));
  });

  it('buttonClassName combines variant, size and extra classes', () => {
    expect(buttonClassName()).toBe('button primary md');
    expect(
      buttonClassName({ variant: 'inverse', size: 'lg', fullWidth: true, className: 'x' }),
    ).toBe('button inverse lg fullWidth x');
  });

  it.each([
    ['Primary', Primary],
    ['Secondary', Secondary],
    ['Ghost', Ghost],
    ['Inverse', Inverse],
    ['Sizes', Sizes],
    ['WithIcons', WithIcons],
    ['AriaDisabled', AriaDisabled],
    ['AsLink', AsLink],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
