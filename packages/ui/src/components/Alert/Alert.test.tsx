import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Alert.stories';

const { Info, Success, Warning, Danger, WithoutTitle } = composeStories(stories);

describe('Alert', () => {
  it('is a static notice (no live region) unless a role is given', () => {
    const { container } = render(<Info />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Holiday delivery schedule')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="alert"]')).toHaveAttribute('data-tone', 'info');
  });

  it('announces success politely with role=status', () => {
    render(<Success />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Thank you, your enquiry was sent');
    expect(status).toHaveTextContent('We reply within one working day.');
    expect(status).toHaveClass('success');
  });

  it('interrupts with role=alert for blocking errors', () => {
    render(<Danger />);
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not be sent');
  });

  it('uses a different decorative icon per tone (colour is not the only signal)', () => {
    const paths = [Info, Success, Warning, Danger].map((Story) => {
      const { container, unmount } = render(<Story />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      const html = svg?.innerHTML;
      unmount();
      return html;
    });
    expect(new Set(paths).size).toBe(4);
  });

  it('renders without a title', () => {
    const { container } = render(<WithoutTitle />);
    expect(container.querySelector('.title')).toBeNull();
    expect(container).toHaveTextContent('Orders placed after 12:00');
  });

  it.each([
    ['Info', Info],
    ['Success', Success],
    ['Warning', Warning],
    ['Danger', Danger],
    ['WithoutTitle', WithoutTitle],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
