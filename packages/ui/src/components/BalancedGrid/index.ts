export { BalancedGrid, balancedColumns, type BalancedGridProps } from './BalancedGrid';
