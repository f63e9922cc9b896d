import { createIcon } from './Icon';

// Business icons: product lines, logistics, quality and company facts.

export const TruckIcon = createIcon(
  'TruckIcon',
  '<path d="M4.5 17H3V6h10v11M8.5 17h7M13 9h4.5L21 13v4h-1.5" /><circle cx="6.5" cy="17" r="2" /><circle cx="17.5" cy="17" r="2" />',
);

export const SnowflakeIcon = createIcon(
  'SnowflakeIcon',
  '<path d="M12 12V2.5M10 4.3L12 6l2-1.7M12 12l8.2-4.75M17.65 6.44L17.2 9l2.44.89M12 12l8.2 4.75M19.64 14.11L17.2 15l.45 2.56M12 12v9.5M14 19.7L12 18l-2 1.7M12 12l-8.2 4.75M6.35 17.56L6.8 15l-2.44-.89M12 12L3.8 7.25M4.36 9.89L6.8 9l-.45-2.56" />',
);

export const ShieldCheckIcon = createIcon(
  'ShieldCheckIcon',
  '<path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.3-7.5 9.5-4.4-1.2-7.5-4.9-7.5-9.5V6L12 3z" /><path d="M8.75 12l2.25 2.25 4.25-4.5" />',
);

export const MicroscopeIcon = createIcon(
  'MicroscopeIcon',
  '<path d="M4 21h16M7 17.5h7" /><path d="M7.6 4.4l3-1.7 3.6 6.3-3 1.7z" /><path d="M10.9 10.9l1 1.7M14.5 7.8a6 6 0 0 1 1.5 11.2" />',
);

export const PillIcon = createIcon(
  'PillIcon',
  '<g transform="rotate(-45 12 12)"><rect x="2.75" y="8.5" width="18.5" height="7" rx="3.5" /><path d="M12 8.5v7" /></g>',
);

export const ToothIcon = createIcon(
  'ToothIcon',
  '<path d="M12 5.5C10.5 4.3 9 3.7 7.5 4 5 4.4 4 6.5 4.5 9c.4 2 1.2 3.3 1.6 5.2.5 2.4.8 5.8 2.4 5.8 1.8 0 1.5-4.5 3.5-4.5s1.7 4.5 3.5 4.5c1.6 0 1.9-3.4 2.4-5.8.4-1.9 1.2-3.2 1.6-5.2.5-2.5-.5-4.6-3-5-1.5-.3-3 .3-4.5 1.5z" />',
);

export const PawIcon = createIcon(
  'PawIcon',
  '<circle cx="5.75" cy="10.5" r="1.75" /><circle cx="9.5" cy="6" r="1.75" /><circle cx="14.5" cy="6" r="1.75" /><circle cx="18.25" cy="10.5" r="1.75" /><path d="M12 11.5c-2.5 0-5 3.3-5 5.8 0 1.6 1.2 2.7 2.6 2.7 1 0 1.6-.5 2.4-.5s1.4.5 2.4.5c1.4 0 2.6-1.1 2.6-2.7 0-2.5-2.5-5.8-5-5.8z" />',
);

export const StethoscopeIcon = createIcon(
  'StethoscopeIcon',
  '<path d="M6 3.5H4.5v5a4 4 0 0 0 8 0v-5H11" /><path d="M8.5 12.5v1.5a5.5 5.5 0 0 0 11 0v-1.5" /><circle cx="19.5" cy="10.5" r="2" />',
);

export const ClipboardIcon = createIcon(
  'ClipboardIcon',
  '<path d="M9 4.5H7a2 2 0 0 0-2 2V19a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6.5a2 2 0 0 0-2-2h-2" /><rect x="9" y="3" width="6" height="3.5" rx="1" /><path d="M9 11h6M9 15h4" />',
);

export const WrenchIcon = createIcon(
  'WrenchIcon',
  '<path d="M16.78 3.57A4.5 4.5 0 0 0 11.94 9.94L4.94 16.94A1.5 1.5 0 0 0 7.06 19.06L14.06 12.06A4.5 4.5 0 0 0 20.43 7.22L17.97 7.65 16.35 6.03Z" />',
);

export const BoxIcon = createIcon(
  'BoxIcon',
  '<path d="M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3z" /><path d="M4 7.5l8 4.5 8-4.5M12 12v9" />',
);

export const BuildingIcon = createIcon(
  'BuildingIcon',
  '<path d="M4.5 21V4.5a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1V21M14.5 9h4a1 1 0 0 1 1 1v11M2.5 21h19" /><path d="M8 7.5h3M8 11.5h3M8 15.5h3M17 13h.01M17 16.5h.01" />',
);

export const UsersIcon = createIcon(
  'UsersIcon',
  '<circle cx="9" cy="8" r="3.5" /><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" /><path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.4c2 .8 3.5 2.8 3.5 5.6" />',
);

export const AwardIcon = createIcon(
  'AwardIcon',
  '<circle cx="12" cy="9" r="5.5" /><path d="M8.5 13.3L7 21l5-2.5 5 2.5-1.5-7.7" />',
);
