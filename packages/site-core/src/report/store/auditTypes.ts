/** The desks' audit trails: who acts, from where, and the lines they leave. */

/** A member of staff as the back office knows them: their account id and e-mail. */
export interface StaffMember {
  id: string;
  email: string;
}

/** Who acts, from where and when: what every audit entry records. */
export interface DeskActor {
  user: StaffMember;
  /** The client's address (as the back office's sign-in throttle reads it: server/requestAddress.mts). */
  clientAddress: string;
  now?: Date;
}

/** One line of a desk's audit trail: who did what to which record, when and from where. */
export interface AuditLine<Action extends string = string> {
  id: number;
  at: string;
  userId: string;
  userEmail: string;
  action: Action;
  reference: string | null;
  /** What changed (statuses, a note's id, a purge's dates); never the record's own data. */
  detail: Record<string, unknown> | null;
  clientAddress: string;
}
