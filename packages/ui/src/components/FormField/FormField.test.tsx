import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from '../../test/axe';
import { TextInput } from '../TextInput';
import { FormField } from './FormField';
import * as stories from './FormField.stories';

const { Default, Required, WithHint, WithError, WithTextArea, WithDateInput, WithSelect } =
  composeStories(stories);

describe('FormField', () => {
  it('labels its control: clicking the label focuses it', async () => {
    const user = userEvent.setup();
    render(<Default />);
    const input = screen.getByRole('textbox', { name: 'Institution' });
    await user.click(screen.getByText('Institution'));
    expect(input).toHaveFocus();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows a visual * and speaks the required text instead', () => {
    render(<Required />);
    expect(screen.getByRole('textbox', { name: 'Email required' })).toBeInTheDocument();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('describes the control with its hint', () => {
    render(<WithHint />);
    expect(screen.getByRole('textbox', { name: 'OIB (tax number)' })).toHaveAccessibleDescription(
      '11 digits, as on your institution’s registration.',
    );
  });

  it('wires the error into the control with aria-describedby and aria-invalid', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Email required' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'We reply within one working day. Enter an email address like name@hospital.hr',
    );
    const error = document.getElementById(`${input.id}-error`);
    expect(error).toHaveTextContent('Enter an email address like name@hospital.hr');
    expect(error?.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('announces an error that appears later through a live region that was already present', () => {
    const { rerender } = render(
      <FormField label="Phone" id="phone">
        <TextInput type="tel" />
      </FormField>,
    );
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(
      <FormField label="Phone" id="phone" error="Enter a phone number">
        <TextInput type="tel" />
      </FormField>,
    );
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region).toHaveTextContent('Enter a phone number');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Enter a phone number',
    );
  });

  it('keeps an aria-describedby the control already had, and forwards refs', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(
      <>
        <p id="extra">Shown on invoices.</p>
        <FormField label="Name" hint="Full name">
          <TextInput ref={ref} aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Shown on invoices. Full name');
    expect(ref.current).toBe(input);
  });

  it('labels other controls too: textarea, date and (via render prop) Select', () => {
    render(<WithTextArea />);
    expect(screen.getByRole('textbox', { name: 'Your message' }).tagName).toBe('TEXTAREA');
    render(<WithDateInput />);
    expect(screen.getByLabelText('Preferred delivery date')).toHaveAttribute('type', 'date');
    render(<WithSelect />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Choose a country.');
  });

  it.each([
    ['Default', Default],
    ['Required', Required],
    ['WithHint', WithHint],
    ['WithError', WithError],
    ['WithTextArea', WithTextArea],
    ['WithDateInput', WithDateInput],
    ['WithSelect', WithSelect],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
