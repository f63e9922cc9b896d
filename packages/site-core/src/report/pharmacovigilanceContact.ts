import type { Market } from '../market/types';

/** How a visitor reaches the pharmacovigilance team when the form cannot help. */
export interface PharmacovigilanceContact {
  mail: string;
  /** The phone of the department that owns the mailbox, where the directory lists one. */
  tel?: string;
}

/** The mailbox reports go to, with the phone of the department whose mailbox it is. */
export function pharmacovigilanceContact(
  market: Pick<Market, 'pharmacovigilanceMailbox' | 'departments'>,
): PharmacovigilanceContact {
  const mail = market.pharmacovigilanceMailbox;
  const department = Object.values(market.departments).find(
    (entry) => entry.mail.toLowerCase() === mail.toLowerCase(),
  );
  return department ? { mail, tel: department.tel } : { mail };
}
