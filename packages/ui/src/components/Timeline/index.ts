export { Timeline, type TimelineEntry, type TimelineProps } from './Timeline';
