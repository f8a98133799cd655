import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

/** When the privacy policy and the terms last changed. @see spec §9 */
export const LEGAL_LAST_UPDATED = 'Last updated: January 2024';

/** Props of {@link LegalPage}. */
export interface LegalPageProps {
  /** The page's title (heading and browser tab), e.g. 'Privacy Policy'. */
  title: string;
  /** One or two sentences under the title saying what the page covers. */
  lead: ReactNode;
  /** The sections, each a `<section>` with an `<h2>`. */
  children: ReactNode;
}

/**
 * The frame of the privacy policy and the terms: title, 'Last updated: January 2024', a lead
 * paragraph and the sections, at a readable width.
 *
 * @see spec §9 "Terms and privacy last updated January 2024"
 */
export function LegalPage({ title, lead, children }: LegalPageProps) {
  useDocumentTitle(title);
  return (
    <article className="marketing-page legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="legal-updated">{LEGAL_LAST_UPDATED}</p>
      <p className="marketing-lead">{lead}</p>
      <div className="legal-sheet">{children}</div>
    </article>
  );
}
