import { CONTACT_SUBJECTS } from '@mathcols/api-client/protocol';
import { describe, expect, it } from 'vitest';
import { contactEmail } from './contact-email';

const sender = { parentId: 'p-1', email: 'pat@example.com', firstname: 'Pat', lastname: 'Lee' };

describe('contact e-mail subjects', () => {
  it('words every reason as the Contact page lists it', () => {
    const subjects = CONTACT_SUBJECTS.map(
      (subject) =>
        contactEmail({
          to: 'support@mathcols.test',
          sender,
          subject,
          body: 'Hello',
          sentAt: new Date('2025-03-14T09:30:00Z'),
        }).subject,
    );
    expect(subjects).toEqual([
      '[mathcols contact] Question from Pat Lee',
      '[mathcols contact] Usability feedback from Pat Lee',
      '[mathcols contact] Bug report from Pat Lee',
      '[mathcols contact] Payment issue from Pat Lee',
      '[mathcols contact] Other from Pat Lee',
    ]);
  });
});

describe('contactEmail', () => {
  it('keeps a name with line breaks on one subject line', () => {
    const mail = contactEmail({
      to: 'support@mathcols.test',
      sender: {
        parentId: 'p-1',
        email: 'pat@example.com',
        firstname: 'Pat\r\nBcc: x@evil.test',
        lastname: 'Lee',
      },
      subject: 'payment-issue',
      body: 'Charged twice.',
      sentAt: new Date('2025-03-14T09:30:00Z'),
    });
    expect(mail.subject).toBe('[mathcols contact] Payment issue from Pat Bcc: x@evil.test Lee');
    expect(mail.text.split('\n').slice(0, 4)).toEqual([
      'Reply to: Pat Bcc: x@evil.test Lee <pat@example.com>',
      'Reason: Payment issue',
      'Parent account: p-1',
      'Sent: 2025-03-14T09:30:00.000Z',
    ]);
    expect(mail.text.endsWith('\n\nCharged twice.')).toBe(true);
  });
});
