import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import * as stories from './RadioGroup.stories';

const { Default, WithDefaultValue, Horizontal, RequiredWithError, DisabledOption } =
  composeStories(stories);

describe('RadioGroup', () => {
  it('groups native radios under the legend', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'You are contacting us as' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    radios.forEach((radio) => expect(radio).toHaveAttribute('name', 'customerType'));
    expect(screen.getByRole('radio', { name: /Hospital or clinic/ })).toHaveAccessibleDescription(
      'Public and private healthcare institutions',
    );
  });

  it('selects with a click and moves the selection with arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    render(<Default onChange={onChange} />);
    await user.click(screen.getByLabelText('Pharmacy'));
    expect(screen.getByRole('radio', { name: 'Pharmacy' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Hospital or clinic/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pharmacy' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('starts with the default value, or follows a controlled value', () => {
    render(<WithDefaultValue />);
    expect(screen.getByRole('radio', { name: /Hospital or clinic/ })).toBeChecked();
    render(<Horizontal value="no" onChange={fn()} />);
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('wires hint and error to the group, announcing the error in a live region', () => {
    render(<RequiredWithError />);
    const group = screen.getByRole('group', { name: 'You are contacting us as required' });
    expect(group).toHaveAccessibleDescription(
      'Helps us pass your enquiry to the right team. Choose one option.',
    );
    expect(group).toHaveAttribute('data-invalid');
    expect(screen.getByText('Choose one option.').closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('passes register() props to every radio and honours disabled options', () => {
    const ref = fn();
    render(<DisabledOption ref={ref} />);
    expect(ref).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('radio', { name: /Wholesaler/ })).toBeDisabled();
  });

  it.each([
    ['Default', Default],
    ['WithDefaultValue', WithDefaultValue],
    ['Horizontal', Horizontal],
    ['RequiredWithError', RequiredWithError],
    ['DisabledOption', DisabledOption],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
