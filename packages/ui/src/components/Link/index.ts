export { Link, linkClassName, type LinkProps, type LinkStyleProps, type LinkVariant } from './Link';
