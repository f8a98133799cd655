/**
 * Tables of the parent's premium side: checkout sessions, local billing-page links, payment
 * events already handled, and contact messages.
 * @see spec §3 "Parent user", "Contact message"; §7 `payment.*`, `user.message`
 */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { parents } from './accounts';

/**
 * Checkout sessions started with `payment.checkout`, one row per hosted checkout.
 * - `id`: the provider's session id (Stripe `cs_…`, or `cs_local_…` from the local provider);
 * - `provider`: `stripe` | `local`; `parent_id`: who started it; `plan`: `monthly` | `annual`;
 * - `request_key`: `<parent id>:<plan>:<client sessionid>`, unique, so a repeated request gets the
 *   same checkout; `url`: where the browser is sent;
 * - `status`: `open` until paid (`complete`) or given up (`canceled`); `confirmed_at`: when it
 *   made the parent premium (once: confirming again changes nothing).
 * @see spec §7 `payment.checkout`, `payment.success`
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').$type<'stripe' | 'local'>().notNull(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<'monthly' | 'annual'>().notNull(),
    requestKey: text('request_key').notNull(),
    url: text('url').notNull(),
    status: text('status').$type<'open' | 'complete' | 'canceled'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_sessions_request_key_unique').on(table.requestKey),
    index('payment_sessions_parent_idx').on(table.parentId),
  ],
);

/**
 * Billing-page links of the local payment provider (its stand-in for Stripe's portal sessions):
 * the SHA-256 (hex) of the random `bps_local_…` token in the link, the customer whose billing it
 * shows, where "back" goes, and when the link stops working. In the database so every server on
 * it opens the link another made.
 */
export const localPortalSessions = pgTable(
  'local_portal_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customer: text('customer').notNull(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('local_portal_sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Payment-provider events already handled (Stripe webhook event ids `evt_…`), so an event
 * delivered twice changes nothing the second time. `type` e.g. `customer.subscription.deleted`.
 */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Messages parents sent to support (`user.message`): `subject` one of question,
 * usability-feedback, bug-report, payment-issue, other; `body` up to 768 characters; `outbox_id`
 * the e-mail to support that carried it. Also the count behind the per-parent hourly limit.
 * @see spec §3 "Contact message", §5 "Contact"
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => parents.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_parent_created_idx').on(table.parentId, table.createdAt)],
);

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
