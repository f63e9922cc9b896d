import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import { imageSrcSet } from './ResponsiveImage';
import * as stories from './ResponsiveImage.stories';

const { Lazy, Priority, Decorative } = composeStories(stories);

describe('ResponsiveImage', () => {
  it('reserves its box and offers each copy with its width', () => {
    render(<Lazy />);
    const image = screen.getByRole('img', { name: 'Health for all foundation' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '400');
    const widths = image
      .getAttribute('srcset')!
      .split(', ')
      .map((entry) => entry.split(' ').at(-1));
    expect(widths).toEqual(['400w', '800w', '1600w']);
    expect(image).toHaveAttribute('sizes', '(min-width: 64rem) 20rem, 100vw');
  });

  it('loads lazily below the fold and at once when it is the main picture', () => {
    const { unmount } = render(<Lazy />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<Priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('is left out of the accessibility tree when decorative', () => {
    render(<Decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Health for all foundation')).toBeInTheDocument();
  });

  it('leaves out copies as wide as the original or wider, narrowest first', () => {
    expect(
      imageSrcSet('/a', 600, [
        { src: '/a?key=card', width: 800 },
        { src: '/a?key=thumbnail', width: 400 },
        { src: '/a?key=same', width: 600 },
      ]),
    ).toBe('/a?key=thumbnail 400w, /a 600w');
  });

  it.each([
    ['Lazy', Lazy],
    ['Priority', Priority],
    ['Decorative', Decorative],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
