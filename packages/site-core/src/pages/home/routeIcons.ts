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
  medicinalProducts: PillIcon,
  diagnostics: MicroscopeIcon,
  animalHealth: PawIcon,
  dentalMedicine: ToothIcon,
  marketing: UsersIcon,
  medicalEquipment: StethoscopeIcon,
  warehousingAndTransport: TruckIcon,
  regulatoryAffairs: ClipboardIcon,
  clinicalTrials: MicroscopeIcon,
  repackaging: BoxIcon,
  equipmentService: WrenchIcon,
};
