export { createIcon, type IconComponent, type IconProps } from './Icon';
export * from './icons-ui';
export * from './icons-domain';
