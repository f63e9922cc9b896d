export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export {
  buttonClassName,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './buttonClassName';
