import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Icon.stories';

const { Decorative, Labelled, Gallery } = composeStories(stories);

describe('Icon', () => {
  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Decorative />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('becomes a named image when given a title', () => {
    render(<Labelled />);
    expect(screen.getByRole('img', { name: 'Search' })).toBeInTheDocument();
  });

  it('renders every icon of the set at the requested size', () => {
    const { container } = render(<Gallery />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs.length).toBeGreaterThanOrEqual(28);
    for (const name of ['TruckIcon', 'ToothIcon', 'PawIcon', 'SnowflakeIcon', 'ExternalLinkIcon']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('width', '32');
      expect(svg.querySelector('path, circle, rect')).not.toBeNull();
    });
  });

  it.each([
    ['Decorative', Decorative],
    ['Labelled', Labelled],
    ['Gallery', Gallery],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
