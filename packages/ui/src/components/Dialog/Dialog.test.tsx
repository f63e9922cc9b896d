import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './Dialog.stories';

const { Default, Small, Large, FullScreen } = composeStories(stories);

async function openDefault() {
  const user = userEvent.setup();
  const onEscapeKeyDown = fn();
  render(<Default onEscapeKeyDown={onEscapeKeyDown} />);
  const trigger = screen.getByRole('button', { name: 'Request a callback' });
  await user.click(trigger);
  return {
    user,
    trigger,
    onEscapeKeyDown,
    dialog: screen.getByRole('dialog', { name: 'Request a callback' }),
  };
}

describe('Dialog', () => {
  it('opens a named, described modal dialog and moves focus inside', async () => {
    const { dialog } = await openDefault();
    expect(dialog).toHaveAccessibleDescription(
      'Our pharmacist on duty calls you back within two working hours.',
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDefault();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const { user, trigger, onEscapeKeyDown } = await openDefault();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onEscapeKeyDown).toHaveBeenCalledTimes(1);
    expect(trigger).toHaveFocus();
  });

  it('closes with the × button named by closeLabel', async () => {
    const { user, trigger } = await openDefault();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on an overlay click and from a DialogClose in the footer', async () => {
    const { user, trigger } = await openDefault();
    await user.click(document.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('applies the requested size and focuses the first action when there is no field', async () => {
    const user = userEvent.setup();
    render(<Small />);
    await user.click(screen.getByRole('button', { name: 'Delete saved address' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAttribute('data-size', 'sm');
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  });

  it.each([
    ['Default', Default, 'Request a callback'],
    ['Small', Small, 'Delete saved address'],
    ['Large', Large, 'Request a callback'],
    ['FullScreen', FullScreen, 'Request a callback'],
  ])('%s (closed and open) has no axe violations', async (_name, Story, triggerName) => {
    const user = userEvent.setup();
    const { baseElement } = render(<Story />);
    expect(await axe(baseElement)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: triggerName }));
    expect(await axe(screen.getByRole('dialog'))).toHaveNoViolations();
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
