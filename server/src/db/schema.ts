// Every table of the application, for Drizzle and drizzle-kit.
export * from '../features/accounts/accounts.tables';
export * from '../features/auth/auth.tables';
export * from '../features/registration/registration.tables';
export * from '../platform/outbox.tables';
