/**
 * @mathcols/api-client/protocol — the wire protocol as zod schemas, one file per tag, shared by
 * the server (validates requests) and the client (validates responses).
 * @see spec §7 The calls it makes; docs/protocol.md
 */
export * from './common';
export * from './raw-problem';
export * from './device';
export * from './publicmath';
export * from './registry';
export * from './password';
export * from './account';
export * from './user';
export * from './password-reset';
export * from './email-change';
export * from './student';
export * from './student-get';
export * from './user-get';
export * from './diagnosis';
export * from './learning';
export * from './contact';
export * from './payment';
export * from './report';
export * from './session';
