/**
 * The href of a phone number as the site prints it ("+385 1 000 0000", "(033) 000-000"): `tel:` and
 * its digits and plus sign, which is what a phone dials. Every tel: link of the site is made here.
 */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`;
