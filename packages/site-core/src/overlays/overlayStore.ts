'use client';

import { useSyncExternalStore } from 'react';

/** The spec's shared overlay state (formVisible, thankYouVisible, activeMailNameToSend, ...). */
export interface OverlayState {
  contactVisible: boolean;
  thankYouVisible: boolean;
  mobileMenuVisible: boolean;
  searchVisible: boolean;
  /** Department key preselected in the contact form (spec: activeMailNameToSend). */
  activeDepartment: string | null;
}

/** Spec §9: the thank-you overlay follows a successful send after 499 ms. */
export const THANK_YOU_DELAY_MS = 499;

const initial: OverlayState = {
  contactVisible: false,
  thankYouVisible: false,
  mobileMenuVisible: false,
  searchVisible: false,
  activeDepartment: null,
};

let state = initial;
const listeners = new Set<() => void>();
let thankYouTimer: ReturnType<typeof setTimeout> | undefined;

function set(patch: Partial<OverlayState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const overlays = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  openContact(department?: string) {
    set({
      contactVisible: true,
      mobileMenuVisible: false,
      activeDepartment: department ?? state.activeDepartment,
    });
  },
  closeContact() {
    set({ contactVisible: false });
  },
  selectDepartment(department: string | null) {
    set({ activeDepartment: department });
  },
  /** After a successful send: close the form, forget the department, then thank the visitor. */
  contactSent() {
    set({ contactVisible: false, activeDepartment: null });
    clearTimeout(thankYouTimer);
    thankYouTimer = setTimeout(() => set({ thankYouVisible: true }), THANK_YOU_DELAY_MS);
  },
  closeThankYou() {
    set({ thankYouVisible: false });
  },
  /** Opening the mobile menu closes the contact form (spec §4). */
  toggleMobileMenu() {
    const open = !state.mobileMenuVisible;
    set(open ? { mobileMenuVisible: true, contactVisible: false } : { mobileMenuVisible: false });
  },
  closeMobileMenu() {
    set({ mobileMenuVisible: false });
  },
  toggleSearch() {
    set({ searchVisible: !state.searchVisible });
  },
  closeSearch() {
    set({ searchVisible: false });
  },
  /** A route change closes every overlay but the thank-you message. */
  routeChanged() {
    if (state.contactVisible || state.mobileMenuVisible || state.searchVisible) {
      set({ contactVisible: false, mobileMenuVisible: false, searchVisible: false });
    }
  },
  /** For tests: back to the first state. */
  reset() {
    clearTimeout(thankYouTimer);
    set(initial);
  },
};

export function useOverlays<T>(select: (state: OverlayState) => T): T {
  return useSyncExternalStore(
    overlays.subscribe,
    () => select(state),
    () => select(initial),
  );
}
