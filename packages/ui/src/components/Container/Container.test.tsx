import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Container.stories';

const { Default, Narrow, Wide, AsMain } = composeStories(stories);

describe('Container', () => {
  it.each([
    ['default', Default],
    ['narrow', Narrow],
    ['wide', Wide],
  ])('applies the %s width class', (size, Story) => {
    const { container } = render(<Story />);
    expect(container.firstElementChild).toHaveClass('container', size);
  });

  it('renders the element given in `as`, so it can be a landmark', () => {
    render(<AsMain />);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveTextContent('Reliable supply for healthcare');
  });

  it.each([
    ['Default', Default],
    ['Narrow', Narrow],
    ['Wide', Wide],
    ['AsMain', AsMain],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
