import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import * as stories from './Stat.stories';

const { Default, WithIcon, Inverse, Row } = composeStories(stories);

describe('Stat', () => {
  it('reads figure and label as one phrase, figure first', () => {
    render(<Default />);
    const paragraph = screen.getByText('6000+').closest('p');
    expect(paragraph).toHaveTextContent('6000+ customers across the region');
  });

  it('keeps its icon decorative', () => {
    const { container } = render(<WithIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has an inverse tone for dark bands', () => {
    const { container } = render(<Inverse />);
    expect(container.querySelector('[data-slot="stat"]')).toHaveClass('inverse');
  });

  it('lists several figures', () => {
    render(<Row />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '6000+ customers',
      '30 years in healthcare',
      '12 000 products',
    ]);
  });

  it.each([
    ['Default', Default],
    ['WithIcon', WithIcon],
    ['Inverse', Inverse],
    ['Row', Row],
  ])('%s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
