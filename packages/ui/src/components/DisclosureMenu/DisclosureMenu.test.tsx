import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './DisclosureMenu.stories';

const { Dropdown, WithCurrentPage, AlignEnd, Inline } = composeStories(stories);

// A <summary> has no ARIA role in dom-accessibility-api (browsers expose it as an expandable button).
const toggle = () => screen.getByText('Products').closest('summary')!;
const details = () => toggle().closest('details');

describe('DisclosureMenu', () => {
  it('is a native disclosure (works before hydration) holding a hidden list of links', () => {
    render(<Dropdown />);
    const button = toggle();
    expect(details()).not.toHaveAttribute('open');
    expect(button.tagName).toBe('SUMMARY');
    expect(details()?.querySelector(':scope > ul')).not.toBeNull();
    expect(screen.getByText('Medicines')).not.toBeVisible();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on activation and closes with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    render(<Dropdown />);
    await user.tab();
    expect(toggle()).toHaveFocus();
    // Browsers turn Enter and Space on a <summary> into a click; jsdom does not (the e2e header spec presses Enter).
    await user.click(toggle());
    expect(details()).toHaveAttribute('open');
    expect(
      screen.getAllByRole('link', { name: /Medicines|devices|Dental|Veterinary/ }),
    ).toHaveLength(4);

    await user.tab();
    expect(screen.getByRole('link', { name: /Medicines/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(details()).not.toHaveAttribute('open');
    expect(toggle()).toHaveFocus();
    expect(screen.getByText(/Medicines/)).not.toBeVisible();
  });

  it('moves through the links with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Dropdown />);
    toggle().focus();
    await user.keyboard('{ArrowDown}');
    expect(details()).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: /Medicines/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Medical devices' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(toggle()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Dropdown />);
    await user.click(toggle());
    expect(details()).toHaveAttribute('open');
    await user.click(document.body);
    expect(details()).not.toHaveAttribute('open');
  });

  it('closes when keyboard focus leaves it', async () => {
    const user = userEvent.setup();
    render(<Dropdown />);
    await user.click(toggle());
    await user.tab(); // Medicines
    await user.tab();
    await user.tab();
    await user.tab(); // Veterinary
    await user.tab(); // link after the menu
    expect(screen.getByRole('link', { name: 'Link after the menu' })).toHaveFocus();
    expect(details()).not.toHaveAttribute('open');
  });

  it('follows a link: reports it and closes', async () => {
    const user = userEvent.setup();
    const onNavigate = fn();
    render(<Dropdown onNavigate={onNavigate} />);
    await user.click(toggle());
    await user.click(screen.getByRole('link', { name: 'Dental medicine' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ href: '#dental' }));
    expect(details()).not.toHaveAttribute('open');
  });

  it('marks the current page', () => {
    render(<WithCurrentPage />);
    expect(screen.getByRole('link', { name: 'Dental medicine' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Medical devices' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('inline layout stays open on focus loss and outside clicks; following a link closes it', async () => {
    const user = userEvent.setup();
    const onOpenChange = fn();
    render(<Inline onOpenChange={onOpenChange} />);
    await user.click(toggle());
    for (let i = 0; i < 5; i += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Link after the menu' })).toHaveFocus();
    expect(details()).toHaveAttribute('open');
    await user.click(document.body);
    expect(details()).toHaveAttribute('open');
    await user.click(screen.getByRole('link', { name: 'Medical devices' }));
    expect(details()).not.toHaveAttribute('open');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['Dropdown (closed)', Dropdown, false],
    ['Dropdown (open)', Dropdown, true],
    ['WithCurrentPage', WithCurrentPage, false],
    ['AlignEnd', AlignEnd, false],
    ['Inline (open)', Inline, true],
  ])('%s has no axe violations', async (_name, Story, open) => {
    const user = userEvent.setup();
    const { container } = render(<Story />);
    if (open) await user.click(toggle());
    expect(await axe(container)).toHaveNoViolations();
  });
});
