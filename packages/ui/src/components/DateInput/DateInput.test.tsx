import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fireEvent, render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './DateInput.stories';

const { Default, WithRange, Invalid, Disabled } = composeStories(stories);

describe('DateInput', () => {
  it('is a labelled native date field with an ISO value', () => {
    const onChange = fn();
    render(<Default onChange={onChange} />);
    const input = screen.getByLabelText('Preferred visit date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAccessibleDescription('A sales representative will confirm by phone.');
    fireEvent.change(input, { target: { value: '2025-09-30' } });
    expect(input).toHaveValue('2025-09-30');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('passes the allowed range to the browser picker', () => {
    render(<WithRange />);
    const input = screen.getByLabelText('Preferred visit date');
    expect(input).toHaveAttribute('min', '2025-01-01');
    expect(input).toHaveAttribute('max', '2025-12-31');
    expect(input).toHaveValue('2025-06-15');
  });

  it('forwards ref for react-hook-form', () => {
    const ref = fn();
    render(<Default ref={ref} />);
    expect(ref).toHaveBeenCalledWith(screen.getByLabelText('Preferred visit date'));
  });

  it('exposes invalid and disabled states', () => {
    render(<Invalid />);
    expect(screen.getByLabelText('Preferred visit date')).toHaveAttribute('aria-invalid', 'true');
    render(<Disabled />);
    expect(screen.getByDisplayValue('2025-03-03')).toBeDisabled();
  });

  it.each([
    ['Default', Default],
    ['WithRange', WithRange],
    ['Invalid', Invalid],
    ['Disabled', Disabled],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
