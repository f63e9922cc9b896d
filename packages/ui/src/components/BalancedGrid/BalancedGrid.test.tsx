import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { axe } from '../../test/axe';
import { balancedColumns } from './BalancedGrid';
import * as stories from './BalancedGrid.stories';

const { Figures, Cards, FiguresOneToEight, CardsOneToTwelve } = composeStories(stories);

describe('balancedColumns', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 4],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
    [10, 4],
    [11, 4],
    [12, 4],
  ])('gives %i items %i columns when a row holds four', (count, columns) => {
    expect(balancedColumns(count, 4)).toBe(columns);
  });
});

describe('BalancedGrid', () => {
  describe('given a band of one figure', () => {
    it('asks for one column, so the figure keeps its width in the middle', () => {
      render(<Figures count={1} />);
      const list = screen.getByRole('list');
      expect(list).toHaveAttribute('data-columns', '1');
      expect(list.style.getPropertyValue('--grid-columns')).toBe('1');
      expect(screen.getAllByRole('listitem')).toHaveLength(1);
    });
  });

  describe('given five cards', () => {
    it('asks for three columns, so the rows read three and two', () => {
      render(<Cards count={5} />);
      expect(screen.getByRole('list')).toHaveAttribute('data-columns', '3');
    });
  });

  describe('given four cards', () => {
    it('re-balances where only three fit: two rows of two, not three and one', () => {
      render(<Cards count={4} />);
      const list = screen.getByRole('list');
      expect(list.style.getPropertyValue('--grid-cols-4')).toBe('4');
      expect(list.style.getPropertyValue('--grid-cols-3')).toBe('2');
      expect(list.style.getPropertyValue('--grid-cols-2')).toBe('2');
      expect(list.style.getPropertyValue('--grid-cols-1')).toBe('1');
    });
  });

  it.each([
    ['FiguresOneToEight', FiguresOneToEight, 8],
    ['CardsOneToTwelve', CardsOneToTwelve, 12],
  ] as const)('%s has a list for every count and no axe violations', async (_name, Story, n) => {
    const { container } = render(<Story />);
    expect(screen.getAllByRole('list')).toHaveLength(n);
    expect(await axe(container)).toHaveNoViolations();
  });
});
