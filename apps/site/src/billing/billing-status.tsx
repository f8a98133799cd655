import { useId, type ReactNode } from 'react';
import { StatusIcon, type StatusTone } from './status-icon';

/** Props of {@link BillingStatus}. */
export interface BillingStatusProps {
  /** The picture: success, waiting or problem. */
  tone: StatusTone;
  /** The page's heading (spec texts such as 'Payment Successful!'). */
  title: string;
  /** The sentences under the heading. */
  children?: ReactNode;
  /** The buttons and links at the bottom. */
  actions?: ReactNode;
  /** A quiet line under the buttons (e.g. a contact link). */
  footer?: ReactNode;
  /**
   * Whether the page changes state in place (processing → success): the heading and sentences
   * are then a polite live region, so the new state is announced once. @defaultValue false
   */
  live?: boolean;
}

/**
 * The card every payment page shows: a picture, one heading, a few sentences, the way on and
 * an optional quiet line under it.
 * Its `data-tone` lets the stylesheet colour it (the words and picture say the same).
 * @see spec §2 "Payment pages", §4 "Payment page: processing, error or success"
 */
export function BillingStatus({
  tone,
  title,
  children,
  actions,
  footer,
  live = false,
}: BillingStatusProps) {
  const titleId = useId();
  return (
    <section className="billing-status" data-tone={tone} aria-labelledby={titleId}>
      <div className="billing-status-body" aria-live={live ? 'polite' : undefined}>
        <StatusIcon tone={tone} />
        <h1 id={titleId}>{title}</h1>
        {children}
      </div>
      {actions ? <div className="billing-actions">{actions}</div> : null}
      {footer ? <p className="billing-help">{footer}</p> : null}
    </section>
  );
}
