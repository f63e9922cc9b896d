import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Stepper.stories';

const { SecondStep, FirstStep, LastStep } = composeStories(stories);

describe('Stepper', () => {
  it('is a named ordered list marking the current step', () => {
    render(<SecondStep />);
    const list = screen.getByRole('list', { name: 'Customer registration' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('says which steps are completed and hides the decorative numbers', () => {
    render(<SecondStep />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('Institution (completed)');
    expect(first).toHaveAttribute('data-state', 'complete');
    expect(second).not.toHaveTextContent('completed');
    expect(second?.querySelector('[aria-hidden="true"]')).toHaveTextContent('2');
  });

  it('follows the current index', () => {
    render(<FirstStep />);
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(/completed/)).not.toBeInTheDocument();
    render(<LastStep />);
    expect(screen.getAllByText(/\(completed\)/)).toHaveLength(3);
  });

  it.each([
    ['SecondStep', SecondStep],
    ['FirstStep', FirstStep],
    ['LastStep', LastStep],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
