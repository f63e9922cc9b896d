import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './TextInput.stories';

const { Default, WithPlaceholder, Email, Invalid, Disabled } = composeStories(stories);

describe('TextInput', () => {
  it('accepts typing (including Croatian diacritics) and reports changes', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(input).toHaveAttribute('type', 'text');
    await user.type(input, 'Đurđa Čačić');
    expect(input).toHaveValue('Đurđa Čačić');
    expect(onChange).toHaveBeenCalledTimes('Đurđa Čačić'.length);
  });

  it('works with react-hook-form register(): name, ref, onChange and onBlur reach the input', async () => {
    const user = userEvent.setup();
    const registered = { name: 'fullName', ref: fn(), onChange: fn(), onBlur: fn() };
    render(<Default {...registered} />);
    const input = screen.getByRole('textbox', { name: 'Full name' });
    expect(registered.ref).toHaveBeenCalledWith(input);
    expect(input).toHaveAttribute('name', 'fullName');
    await user.type(input, 'A');
    await user.tab();
    expect(registered.onChange).toHaveBeenCalledTimes(1);
    expect(registered.onBlur).toHaveBeenCalledTimes(1);
  });

  it('uses the requested input type', () => {
    render(<Email />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('type', 'email');
  });

  it('shows invalid and disabled states to assistive technology', async () => {
    const user = userEvent.setup();
    render(<Invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    render(<Disabled />);
    const disabled = screen.getByDisplayValue('Šime Žužić');
    expect(disabled).toBeDisabled();
    await user.type(disabled, 'x');
    expect(disabled).toHaveValue('Šime Žužić');
  });

  it.each([
    ['Default', Default],
    ['WithPlaceholder', WithPlaceholder],
    ['Email', Email],
    ['Invalid', Invalid],
    ['Disabled', Disabled],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
