/**
 * The texts of the e-mails the server sends.
 * @see spec §4 "Email verification"; issue 3 "E-mail"
 */
import type { EmailMessage } from './mailer';

/** Subject of the verification e-mail. */
export const VERIFICATION_SUBJECT = 'Verify your mathcols email address';

/**
 * The link a parent follows to verify their address: `<publicUrl>/#/verifyemail?emailtoken=…`
 * (the site's `/verifyemail` page posts the token as `public.emailverify`).
 * @param publicUrl the site's base URL without a trailing slash
 * @param linkToken the random link token (base64url, URL-safe as it is)
 */
export function verificationLink(publicUrl: string, linkToken: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/verifyemail?emailtoken=${encodeURIComponent(linkToken)}`;
}

/**
 * The verification e-mail: the 6-digit code to type in the dashboard and the link.
 * @param validHours how long both stay valid, in hours
 */
export function verificationEmail(options: {
  to: string;
  firstname: string;
  code: string;
  link: string;
  validHours: number;
}): EmailMessage {
  const { to, firstname, code, link, validHours } = options;
  return {
    to,
    subject: VERIFICATION_SUBJECT,
    text: [
      `Hello ${firstname},`,
      '',
      'Please confirm that this is your email address.',
      '',
      `Your verification code is: ${code}`,
      '(Type it in your mathcols dashboard under "Enter a Code".)',
      '',
      'Or open this link:',
      link,
      '',
      `The code and the link work once, for ${validHours} hours. If you ask for a new email,`,
      'use the newest one: it replaces the codes and links sent before.',
      'If you did not create a mathcols account, you can ignore this email.',
    ].join('\n'),
  };
}
