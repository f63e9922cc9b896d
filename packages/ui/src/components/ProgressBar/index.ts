export { ProgressBar, type ProgressBarProps, type ProgressStatus } from './ProgressBar';
