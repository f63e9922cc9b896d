import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './Select.stories';

const { Default, WithValue, Invalid, Grouped, LongList, Disabled } = composeStories(stories);

describe('Select', () => {
  it('is named by its visible label', () => {
    render(<Default />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Choose a country');
  });

  it('choosing an option with the mouse calls onValueChange and shows the choice', async () => {
    const user = userEvent.setup();
    const onValueChange = fn();
    render(<Default onValueChange={onValueChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('option', { name: 'Slovenija' }));
    expect(onValueChange).toHaveBeenCalledWith('si');
    expect(trigger).toHaveTextContent('Slovenija');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be operated with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onValueChange = fn();
    render(<WithValue onValueChange={onValueChange} />);
    await user.tab();
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Slovenija' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('ba');
    expect(trigger).toHaveFocus();
  });

  it('caps the visible list height with maxVisibleItems (default 15)', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Default />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox').style.getPropertyValue('--select-max-visible-items')).toBe(
      '15',
    );
    unmount();

    render(<LongList />);
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(screen.getByRole('listbox').style.getPropertyValue('--select-max-visible-items')).toBe(
      '8',
    );
    expect(screen.getAllByRole('option')).toHaveLength(31);
  });

  it('exposes the error state and message of an invalid field', () => {
    render(<Invalid />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose the country of your institution.');
  });

  it('does not offer disabled options and does not open when disabled', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Grouped />);
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    expect(screen.getByRole('group', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Public tenders (closed)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    unmount();

    render(<Disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it.each([
    ['Default', Default, false],
    ['Default (open)', Default, true],
    ['WithValue', WithValue, false],
    ['Invalid', Invalid, false],
    ['Grouped (open)', Grouped, true],
    ['LongList (open)', LongList, true],
    ['Disabled', Disabled, false],
  ])('%s has no axe violations', async (_name, Story, open) => {
    const user = userEvent.setup();
    const { baseElement } = render(<Story />);
    if (open) await user.click(screen.getByRole('combobox'));
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
