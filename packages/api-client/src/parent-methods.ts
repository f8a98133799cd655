/**
 * The parent's premium-side calls of the client: subscribing (checkout, confirmation, billing
 * portal), writing to support, and reading a student's report card. Confirming a payment stores
 * the parent's new data (premium, 4 students) in the session.
 * @see spec §2 "Pricing", "Payment pages", "Manage billing", "Contact", "Report Cards"; §7
 *   `user.message`, `payment.*`; §8 Contact, Payment
 */
import { ApiError } from './errors';
import { API_ERROR_MESSAGES } from './messages';
import type {
  ApiRequestOf,
  ApiResponseOf,
  ApiTag,
  ContactSubject,
  ParentData,
  PriceId,
  StudentReportResponse,
} from './protocol';
import type { SessionStore } from './session-types';

/** Sends a tag (adding `tag`, `deviceid`, `usertoken`) and returns its parsed answer. */
type ParentSender = <T extends ApiTag>(
  tag: T,
  body: Omit<ApiRequestOf<T>, 'tag' | 'deviceid' | 'usertoken'>,
) => Promise<ApiResponseOf<T>>;

/** A confirmed subscription: the plan paid for and the parent's data now (premium). */
export interface PaymentConfirmation {
  plan: PriceId;
  user: ParentData;
}

/** The parent's premium-side methods of the client. */
export interface ParentMethods {
  /**
   * Starts a hosted checkout for a plan and returns the URL to send the browser to (Stripe's
   * checkout, or the server's local test checkout). The request carries the current time as
   * `sessionid`, so a double click opens the same checkout.
   * @param plan 'monthly' ($3.99) or 'annual' ($27.99)
   * @param initial whether this is the parent's first subscription @defaultValue true
   * @throws {ApiError} 'Authentication data not available' without a parent session;
   *   'There was an error processing your payment. Please try again.' (refused, no answer);
   *   'No redirect URL received from server' (an answer without a URL); or the server's reason
   * @see spec §2 "Pricing", §7 `payment.checkout`, §8 Payment
   */
  startCheckout(plan: PriceId, initial?: boolean): Promise<string>;
  /**
   * Confirms the checkout the browser came back from and stores the parent's new data (premium).
   * @param sessionId the `session_id` (or `sid`) query value of `/payment-success`
   * @throws {ApiError} 'No payment session found' for an empty id; 'There was an error
   *   processing your payment. Please contact support.' when the server cannot confirm it
   * @see spec §2 "Payment pages", §7 `payment.success`
   */
  confirmPayment(sessionId: string): Promise<PaymentConfirmation>;
  /**
   * Opens the billing portal of the parent's subscription: returns its URL.
   * @throws {ApiError} 'Authentication data not available' without a parent session; 'There was
   *   an error accessing your billing portal. Please try again.'; 'No redirect URL received from
   *   server'
   * @see spec §2 "Manage billing", §7 `payment.manage`
   */
  openBillingPortal(): Promise<string>;
  /**
   * Sends a message to support. Resolves with the server's confirmation text.
   * @throws {ApiError} 'Failed to send message' (refused without a reason) or the server's
   *   reason; 'Failed to send message. Please try again.' (no answer); 'Unexpected response from
   *   server' (an odd answer)
   * @see spec §2 "Contact", §5 "Contact", §7 `user.message`, §8 Contact
   */
  sendMessage(subject: ContactSubject, body: string): Promise<string>;
  /**
   * The report card of one of the parent's students (premium parents only).
   * @throws {ApiError} with the server's reason for a non-premium parent (pointing to pricing)
   *   or another parent's student; 'Failed to load the report card. Please try again.'
   * @see spec §2 "Report Cards"
   */
  getStudentReport(accountname: string): Promise<StudentReportResponse>;
}

/** The parent methods over the client's sender and session store. */
export function createParentMethods(send: ParentSender, session: SessionStore): ParentMethods {
  const requireParent = () => {
    if (session.getSnapshot().parent === null) {
      throw new ApiError(API_ERROR_MESSAGES.noAuthenticationData, 'unauthorized');
    }
  };
  const redirectOf = (answer: { redirect: string }) => {
    if (answer.redirect.trim() === '') {
      throw new ApiError(API_ERROR_MESSAGES.noRedirectUrl, 'format');
    }
    return answer.redirect;
  };

  return {
    async startCheckout(plan, initial = true) {
      requireParent();
      const answer = await send('payment.checkout', {
        priceid: plan,
        sessionid: String(Date.now()),
        initial: initial ? 'true' : 'false',
      });
      return redirectOf(answer);
    },

    async confirmPayment(sessionId) {
      if (sessionId.trim() === '') {
        throw new ApiError(API_ERROR_MESSAGES.noPaymentSession, 'format');
      }
      const answer = await send('payment.success', { sessionid: sessionId.trim() });
      session.updateParent({ user: answer.data });
      return { plan: answer.plan, user: answer.data };
    },

    async openBillingPortal() {
      requireParent();
      return redirectOf(await send('payment.manage', {}));
    },

    async sendMessage(subject, body) {
      const answer = await send('user.message', { subject, body });
      return answer.info;
    },

    async getStudentReport(accountname) {
      return send('student.report', { accountname });
    },
  };
}
