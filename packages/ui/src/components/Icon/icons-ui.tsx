import { createIcon } from './Icon';

// Interface icons: navigation, actions, contact details and feedback states.

export const MenuIcon = createIcon('MenuIcon', '<path d="M4 6h16M4 12h16M4 18h16" />');

export const CloseIcon = createIcon('CloseIcon', '<path d="M6 6l12 12M18 6L6 18" />');

export const SearchIcon = createIcon(
  'SearchIcon',
  '<circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" />',
);

export const ChevronDownIcon = createIcon('ChevronDownIcon', '<path d="M6 9l6 6 6-6" />');

export const ChevronRightIcon = createIcon('ChevronRightIcon', '<path d="M9 6l6 6-6 6" />');

export const ArrowRightIcon = createIcon('ArrowRightIcon', '<path d="M4 12h16M14 6l6 6-6 6" />');

export const PhoneIcon = createIcon(
  'PhoneIcon',
  '<path d="M5 3.5h3.5l1.75 4.25-2.25 1.5a11.5 11.5 0 0 0 6.75 6.75l1.5-2.25 4.25 1.75V19a1.5 1.5 0 0 1-1.5 1.5A17 17 0 0 1 3.5 5 1.5 1.5 0 0 1 5 3.5z" />',
);

export const MailIcon = createIcon(
  'MailIcon',
  '<rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3.5 6.5l8.5 6.5 8.5-6.5" />',
);

export const MapPinIcon = createIcon(
  'MapPinIcon',
  '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" /><circle cx="12" cy="9.5" r="2.5" />',
);

export const GlobeIcon = createIcon(
  'GlobeIcon',
  '<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />',
);

export const CheckIcon = createIcon('CheckIcon', '<path d="M5 12.5l4.5 4.5L19 7.5" />');

export const AlertCircleIcon = createIcon(
  'AlertCircleIcon',
  '<circle cx="12" cy="12" r="9" /><path d="M12 7.5V13M12 16.5h.01" />',
);

export const AlertTriangleIcon = createIcon(
  'AlertTriangleIcon',
  '<path d="M12 3.5L2.5 20h19L12 3.5z" /><path d="M12 10v4.5M12 17.5h.01" />',
);

export const InfoIcon = createIcon(
  'InfoIcon',
  '<circle cx="12" cy="12" r="9" /><path d="M12 11v5.5M12 7.5h.01" />',
);

export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  '<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />',
);

export const CalendarIcon = createIcon(
  'CalendarIcon',
  '<rect x="3.5" y="5" width="17" height="15.5" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" />',
);
