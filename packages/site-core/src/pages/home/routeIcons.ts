import type { ComponentType } from 'react';
import {
  BoxIcon,
  ClipboardIcon,
  MicroscopeIcon,
  PawIcon,
  PillIcon,
  StethoscopeIcon,
  ToothIcon,
  TruckIcon,
  UsersIcon,
  WrenchIcon,
} from '@medivia/ui/Icon';
import type { RouteName } from '../../routing/routeTable';

/** A drawn icon per department and service, for teaser cards. */
export const routeIcon: Partial<Record<RouteName, ComponentType>> = {
  'sluzbe-lijekovi-i-medicinski-proizvodi': PillIcon,
  'sluzbe-dijagnostika': MicroscopeIcon,
  'sluzbe-veterina': PawIcon,
  'sluzbe-stomatologija-i-zubna-tehnika': ToothIcon,
  'sluzbe-marketing-zastupstva': UsersIcon,
  'sluzbe-medicinska-oprema': StethoscopeIcon,
  'nase-usluge-skladistenje-i-transport': TruckIcon,
  'nase-usluge-registracije': ClipboardIcon,
  'nase-usluge-klinicke-studije': MicroscopeIcon,
  'nase-usluge-sekundarno-opremanje': BoxIcon,
  'nase-usluge-servis': WrenchIcon,
};
