// PostgreSQL advisory locks in the two-key form, (class, id): one class per kind of thing
// locked, so two features never take each other's lock. The single-key form is the start-up
// lock of client.ts; PostgreSQL keeps the two forms apart.
export const lockClass = {
  /** Transaction lock: the writers that add contacts to one organization (accounts/limits.ts). */
  contactsSpace: 1001,
  /** Session lock: the process that runs a contact import (contact-import.worker.ts). */
  contactImport: 1002,
  /** Session lock: the run that hands one message to its provider (messaging/delivery.ts). */
  messageSend: 1003,
  /** Session lock: the run that sends one broadcast (broadcasts/broadcasts.worker.ts). */
  broadcastSend: 1004,
  /** Transaction lock: the sends that reserve an organization's monthly broadcast emails. */
  broadcastEmails: 1005,
  /** Session lock: the run that imports one content file (content-import.worker.ts). */
  contentImport: 1006,
  /** Session lock: the run that builds one Canva import's pages (playbooks.canva.worker.ts). */
  canvaBuild: 1007,
} as const;
