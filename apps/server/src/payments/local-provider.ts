/**
 * The local payment provider, used when the server has no Stripe keys: a test checkout and a
 * billing page served by this server (`routes/local-payments.ts`), where a parent presses Pay or
 * Cancel and no card is charged. Its checkout sessions are the `payment_sessions` rows the
 * checkout tag stores (Pay marks one `complete` with a `sub_local_…` subscription); its portal
 * sessions are random tokens stored (hashed) in `local_portal_sessions` for
 * {@link LOCAL_PORTAL_LIFETIME_MS}, so a parent cannot open another customer's billing page by
 * guessing, and every server on the database opens a link another one made.
 * @see architecture.md "Outside services" (payments: "a local checkout page served by the
 *   server that completes or cancels a test payment")
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { PriceId } from '@mathcols/api-client/protocol';
import { sha256Hex } from '../auth/sessions';
import type { Database } from '../db/open';
import {
  localPortalSessions,
  parents,
  paymentSessions,
  type PaymentSessionRow,
} from '../db/schema';
import type { PaymentProvider, RetrievedCheckout } from './provider';

/** Path of the local checkout page; `/local-checkout/<session id>`. */
export const LOCAL_CHECKOUT_PATH = '/local-checkout';
/** Path of the local billing page; `/local-billing/<portal token>`. */
export const LOCAL_BILLING_PATH = '/local-billing';
/** How long a local billing-page link works after `payment.manage` made it, in ms. */
export const LOCAL_PORTAL_LIFETIME_MS = 60 * 60 * 1000;

/** A random id with a prefix: 24 random bytes, base64url (32 characters). */
function randomId(prefix: string): string {
  return `${prefix}${randomBytes(24).toString('base64url')}`;
}

/** The local customer id of a parent (`cus_local_` and the parent id without dashes). */
export function localCustomerId(parentId: string): string {
  return `cus_local_${parentId.replaceAll('-', '')}`;
}

/** A local checkout as its page shows it. */
export interface LocalCheckout {
  id: string;
  plan: PriceId;
  status: PaymentSessionRow['status'];
}

/** A live local portal session: whose billing it shows and where "back" goes. */
export interface LocalPortal {
  customer: string;
  returnUrl: string;
}

/** The local provider, with the operations its pages need. */
export interface LocalPaymentProvider extends PaymentProvider {
  kind: 'local';
  /** The local checkout with that id, or undefined (unknown, or a Stripe one). */
  findCheckout(sessionId: string): Promise<LocalCheckout | undefined>;
  /**
   * Pay: an open checkout becomes `complete` with a new `sub_local_…` subscription; a paid or
   * canceled one stays as it is.
   * @returns the checkout after it, or undefined when unknown
   */
  payCheckout(sessionId: string): Promise<LocalCheckout | undefined>;
  /**
   * Cancel: an open checkout becomes `canceled`; a paid or canceled one stays as it is.
   * @returns the checkout after it, or undefined when unknown
   */
  cancelCheckout(sessionId: string): Promise<LocalCheckout | undefined>;
  /** The portal session of a token, or undefined when unknown or expired. */
  findPortal(token: string): Promise<LocalPortal | undefined>;
}

/** Whether a provider is the local one (and has its pages' operations). */
export function isLocalProvider(provider: PaymentProvider): provider is LocalPaymentProvider {
  return provider.kind === 'local' && 'findCheckout' in provider;
}

/** Options of {@link createLocalProvider}. */
export interface LocalProviderOptions {
  db: Database;
  /** The clock, for portal expiry. @defaultValue `() => new Date()` */
  now?: () => Date;
}

/**
 * A provider that needs no keys:
 * - `createCheckout` → `cs_local_…` and the URL of its test page
 *   (`<siteUrl>/local-checkout/<id>`); the caller stores the session row;
 * - `retrieveCheckout` reads that row: paid once Pay was pressed, customer the parent's own or
 *   `cus_local_…`;
 * - `expireCheckout` cancels an open checkout (its page then says it was canceled);
 * - `createPortal` → `bps_local_…` and `<siteUrl>/local-billing/<token>`, valid one hour.
 */
export function createLocalProvider(options: LocalProviderOptions): LocalPaymentProvider {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  const findCheckout = async (sessionId: string): Promise<LocalCheckout | undefined> => {
    const [row] = await db
      .select({
        id: paymentSessions.id,
        plan: paymentSessions.plan,
        status: paymentSessions.status,
      })
      .from(paymentSessions)
      .where(localSession(sessionId));
    return row;
  };

  /** Moves an open checkout to `status`; answers the checkout as it is afterwards. */
  const settle = async (
    sessionId: string,
    change: Partial<Pick<PaymentSessionRow, 'status' | 'subscriptionId'>>,
  ): Promise<LocalCheckout | undefined> => {
    const [changed] = await db
      .update(paymentSessions)
      .set(change)
      .where(and(localSession(sessionId), eq(paymentSessions.status, 'open')))
      .returning({
        id: paymentSessions.id,
        plan: paymentSessions.plan,
        status: paymentSessions.status,
      });
    return changed ?? findCheckout(sessionId);
  };

  return {
    kind: 'local',

    async createCheckout({ parent, siteUrl }) {
      const sessionId = randomId('cs_local_');
      return {
        sessionId,
        url: `${siteUrl}${LOCAL_CHECKOUT_PATH}/${sessionId}`,
        customer: parent.customer,
      };
    },

    async retrieveCheckout(sessionId): Promise<RetrievedCheckout> {
      const [row] = await db
        .select({ session: paymentSessions, customer: parents.customer })
        .from(paymentSessions)
        .innerJoin(parents, eq(parents.id, paymentSessions.parentId))
        .where(localSession(sessionId));
      if (!row) throw new Error(`No such local checkout session: ${sessionId}`);
      const paid = row.session.status === 'complete';
      return {
        paid,
        customer: row.customer ?? (paid ? localCustomerId(row.session.parentId) : null),
        subscriptionId: row.session.subscriptionId,
        clientReferenceId: row.session.parentId,
        plan: row.session.plan,
      };
    },

    async expireCheckout(sessionId) {
      await settle(sessionId, { status: 'canceled' });
    },

    async createPortal({ customer, returnUrl, siteUrl }) {
      const at = now();
      await db.delete(localPortalSessions).where(lte(localPortalSessions.expiresAt, at));
      const token = randomId('bps_local_');
      await db.insert(localPortalSessions).values({
        tokenHash: sha256Hex(token),
        customer,
        returnUrl,
        expiresAt: new Date(at.getTime() + LOCAL_PORTAL_LIFETIME_MS),
      });
      return { url: `${siteUrl}${LOCAL_BILLING_PATH}/${token}` };
    },

    findCheckout,
    payCheckout: (sessionId) =>
      settle(sessionId, { status: 'complete', subscriptionId: randomId('sub_local_') }),
    cancelCheckout: (sessionId) => settle(sessionId, { status: 'canceled' }),

    async findPortal(token) {
      const [portal] = await db
        .select({
          customer: localPortalSessions.customer,
          returnUrl: localPortalSessions.returnUrl,
        })
        .from(localPortalSessions)
        .where(
          and(
            eq(localPortalSessions.tokenHash, sha256Hex(token)),
            gt(localPortalSessions.expiresAt, now()),
          ),
        );
      return portal;
    },
  };
}

/** The condition "this id, and a local session". */
function localSession(sessionId: string) {
  return and(eq(paymentSessions.id, sessionId), eq(paymentSessions.provider, 'local'));
}
