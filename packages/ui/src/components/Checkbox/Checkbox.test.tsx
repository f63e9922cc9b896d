import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './Checkbox.stories';

const { Default, Checked, ConsentWithLink, WithHint, WithError, Disabled } =
  composeStories(stories);

describe('Checkbox', () => {
  it('toggles by clicking its label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me product news and price lists' });
    await user.click(screen.getByText('Send me product news and price lists'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('starts checked with defaultChecked', () => {
    render(<Checked />);
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('keeps a link inside the label usable without toggling the box', async () => {
    const user = userEvent.setup();
    render(<ConsentWithLink />);
    const box = screen.getByRole('checkbox', {
      name: /I have read the privacy notice .* required/,
    });
    const link = screen.getByRole('link', { name: 'privacy notice' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    // fireEvent: user-event forwards every click inside a <label> to the control, unlike browsers
    // (and jsdom), which skip label activation for clicks on interactive content such as links.
    fireEvent.click(link);
    expect(box).not.toBeChecked();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the box with hint and error, and marks it invalid', () => {
    render(<WithHint />);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'At most two emails a month. Unsubscribe at any time.',
    );
    render(<WithError />);
    const invalid = screen.getByRole('checkbox', { name: /I agree/ });
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAccessibleDescription('Please accept to send the form.');
  });

  it('forwards ref for react-hook-form and honours disabled', async () => {
    const user = userEvent.setup();
    const ref = fn();
    render(<Disabled ref={ref} />);
    const box = screen.getByRole('checkbox');
    expect(ref).toHaveBeenCalledWith(box);
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it.each([
    ['Default', Default],
    ['Checked', Checked],
    ['ConsentWithLink', ConsentWithLink],
    ['WithHint', WithHint],
    ['WithError', WithError],
    ['Disabled', Disabled],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
