/**
 * The HTML parts of the account e-mails (../templates.ts has their text parts, the fallback): the
 * same sentences (./words.ts), with the code large and each link a button that is also
 * written out. Whole documents (`<!DOCTYPE html>`), every value HTML-escaped.
 * @see spec §4 "Email verification"; docs/protocol.md "Forgotten passwords", "Changing the e-mail
 *   address"
 */
import { renderEmail } from '../html/email-document';
import { link as linkStyle } from '../html/styles';
import { AccountDocument, ButtonLink, Code, Paragraph } from './parts';
import { EMAIL_CHANGED_WORDS, passwordResetWords, verificationWords } from './words';

/**
 * The verification e-mail's HTML: the code to type and where, the 'Verify my email' button with
 * the link, how long both work, and the ignore sentence in the footer.
 * @param link the verification link, exactly as in the text part
 * @param validHours how long the code and the link stay valid, in hours
 */
export function verificationHtml(options: {
  subject: string;
  firstname: string;
  code: string;
  link: string;
  validHours: number;
}): string {
  const { subject, firstname, code, link, validHours } = options;
  const words = verificationWords(validHours);
  return renderEmail(
    <AccountDocument subject={subject} firstname={firstname} footer={words.ignore}>
      <Paragraph>{words.ask}</Paragraph>
      <p style={{ margin: '0 0 8px', fontSize: '16px', lineHeight: '1.5' }}>{words.codeIs}</p>
      <Code code={code} />
      <Paragraph>{words.where}</Paragraph>
      <Paragraph>{words.orLink}</Paragraph>
      <ButtonLink href={link}>{words.button}</ButtonLink>
      <Paragraph>{words.valid.join(' ')}</Paragraph>
    </AccountDocument>,
  );
}

/**
 * The forgotten-password e-mail's HTML: the 'Choose a new password' button with the link, how
 * long it works, and the ignore sentence in the footer.
 * @param link the reset link, exactly as in the text part
 * @param validHours how long the link stays valid, in hours
 */
export function passwordResetHtml(options: {
  subject: string;
  firstname: string;
  link: string;
  validHours: number;
}): string {
  const { subject, firstname, link, validHours } = options;
  const words = passwordResetWords(validHours);
  return renderEmail(
    <AccountDocument subject={subject} firstname={firstname} footer={words.ignore}>
      <Paragraph>{words.asked}</Paragraph>
      <Paragraph>{words.toChoose}</Paragraph>
      <ButtonLink href={link}>{words.button}</ButtonLink>
      <Paragraph>{words.valid.join(' ')}</Paragraph>
    </AccountDocument>,
  );
}

/**
 * The HTML of the notice to the old address: the new address in bold, and the support address
 * as a `mailto:` link (its words are the address). No button: there is nothing to do unless it
 * was not the parent.
 */
export function emailChangedHtml(options: {
  subject: string;
  firstname: string;
  newEmail: string;
  support: string;
}): string {
  const { subject, firstname, newEmail, support } = options;
  const { changed, signIn, notYou } = EMAIL_CHANGED_WORDS;
  return renderEmail(
    <AccountDocument subject={subject} firstname={firstname}>
      <Paragraph>
        {changed[0]} <strong style={{ overflowWrap: 'anywhere' }}>{newEmail}</strong>
        {changed[1]}
      </Paragraph>
      <Paragraph>{signIn}</Paragraph>
      <Paragraph>
        {notYou[0]}{' '}
        <a
          href={`mailto:${support}`}
          style={{ ...linkStyle, fontWeight: 'bold', overflowWrap: 'anywhere' }}
        >
          {support}
        </a>{' '}
        {notYou[1]}
      </Paragraph>
    </AccountDocument>,
  );
}
