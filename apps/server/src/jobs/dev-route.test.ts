import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../demo/seed';
import { createMailer, type OutboxEntry } from '../email/mailer';
import { useTestDatabase } from '../testing/database';

const database = useTestDatabase();

/** Friday 14 March 2025: the demo student's sets are on the six days before (Sat 8 to Thu 13). */
const NOW = new Date('2025-03-14T09:30:00Z');

describe('POST /api/dev/jobs/weekly-summary', () => {
  it('runs the job now, so a newcomer sees the demo student’s week in the outbox', async () => {
    expect(await seedDemoAccounts(database.db, NOW)).toBe(true);
    const mailer = createMailer({ db: database.db, log: () => {} });
    const app = createApp({ db: database.db, mailer, now: () => NOW, devRoutes: true });

    const response = await app.request('/api/dev/jobs/weekly-summary', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      tag: 'dev.job',
      week: '2025-W11',
      sent: 1,
      skipped: 0,
      failed: 0,
    });

    const outbox = (await (await app.request('/api/dev/outbox')).json()) as {
      messages: OutboxEntry[];
    };
    const [mail] = outbox.messages.filter((m) => m.to === DEMO_ACCOUNTS.parent.email);
    // Monday 10 to Thursday 13 March: levels 2, 2 (advanced), 3 (repeated), 3.
    expect(mail?.subject).toBe("Sam's week in mathcols: 4 assignments, 70% right");
    expect(mail?.text).toContain(
      'Addition: 4 assignments, 40 questions, 70% right; Level 2 to 3 (moved up once)',
    );
    expect(mail?.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail?.text).toMatch(/http:\/\/localhost\/api\/unsubscribe\?token=[\w-]+\.[\w-]{43}/);

    const again = await app.request('/api/dev/jobs/weekly-summary', { method: 'POST' });
    expect(await again.json()).toMatchObject({ sent: 0, skipped: 1 });
  });

  it('does not exist without dev routes', async () => {
    const app = createApp({
      db: database.db,
      mailer: createMailer({ db: database.db, log: () => {} }),
      devRoutes: false,
    });
    const response = await app.request('/api/dev/jobs/weekly-summary', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
