import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './TextArea.stories';

const { Default, Tall, Invalid, Disabled } = composeStories(stories);

describe('TextArea', () => {
  it('is a labelled multi-line field that keeps line breaks', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: 'Your message' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAccessibleDescription(
      'Product codes and quantities help us answer faster.',
    );
    await user.type(textarea, 'Line 1{Enter}Line 2');
    expect(textarea).toHaveValue('Line 1\nLine 2');
    expect(onChange).toHaveBeenCalled();
  });

  it('forwards ref and rows', () => {
    const ref = { current: null as HTMLTextAreaElement | null };
    render(<Tall ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(ref.current).toHaveAttribute('rows', '10');
  });

  it('exposes invalid and disabled states', () => {
    render(<Invalid />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    render(<Disabled />);
    expect(screen.getByDisplayValue('Molimo ponudu za 200 kom.')).toBeDisabled();
  });

  it.each([
    ['Default', Default],
    ['Tall', Tall],
    ['Invalid', Invalid],
    ['Disabled', Disabled],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
