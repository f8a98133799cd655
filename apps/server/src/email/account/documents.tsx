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
import {
  EMAIL_CHANGED_WORDS,
  emailUndoWords,
  passwordResetWords,
  verificationWords,
} from './words';

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
 * The HTML of the notice to the old address: the new address in bold; with `undo`, the 'Undo
 * this change' button with the link and what it does; and the support address as a `mailto:`
 * link (its words are the address). Without `undo` there is no button.
 * @param undo the undo link, exactly as in the text part, and how long it works, in days
 */
export function emailChangedHtml(options: {
  subject: string;
  firstname: string;
  newEmail: string;
  support: string;
  undo?: { link: string; validDays: number } | undefined;
}): string {
  const { subject, firstname, newEmail, support, undo } = options;
  const { changed, signIn, notYou, linkFailed } = EMAIL_CHANGED_WORDS;
  const words = undo && emailUndoWords(undo.validDays);
  const [before, after] = undo ? linkFailed : notYou;
  return renderEmail(
    <AccountDocument subject={subject} firstname={firstname}>
      <Paragraph>
        {changed[0]} <strong style={{ overflowWrap: 'anywhere' }}>{newEmail}</strong>
        {changed[1]}
      </Paragraph>
      <Paragraph>{signIn}</Paragraph>
      {undo && words && (
        <>
          <Paragraph>{words.undo}</Paragraph>
          <ButtonLink href={undo.link}>{words.button}</ButtonLink>
          <Paragraph>{words.what.join(' ')}</Paragraph>
        </>
      )}
      <Paragraph>
        {before}{' '}
        <a
          href={`mailto:${support}`}
          style={{ ...linkStyle, fontWeight: 'bold', overflowWrap: 'anywhere' }}
        >
          {support}
        </a>{' '}
        {after}
      </Paragraph>
    </AccountDocument>,
  );
}
