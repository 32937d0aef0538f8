// Every table of the application, for Drizzle and drizzle-kit.
export * from '../features/accounts/accounts.tables';
export * from '../features/auth/auth.tables';
export * from '../features/contact-import/contact-import.tables';
export * from '../features/contacts/contacts.tables';
export * from '../features/email-content/email-content.tables';
export * from '../features/email-domains/email-domains.tables';
export * from '../features/groups/groups.tables';
export * from '../features/integrations/integrations.tables';
export * from '../features/messaging/messaging.tables';
export * from '../features/registration/registration.tables';
export * from '../features/signatures/signatures.tables';
export * from '../features/styles/styles.tables';
export * from '../features/tags/tags.tables';
export * from '../features/templates/templates.tables';
export * from '../platform/files.tables';
export * from '../platform/outbox.tables';
export * from '../platform/throttle.tables';
