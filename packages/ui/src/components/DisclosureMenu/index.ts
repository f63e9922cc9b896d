export {
  DisclosureMenu,
  type DisclosureMenuItem,
  type DisclosureMenuProps,
} from './DisclosureMenu';
