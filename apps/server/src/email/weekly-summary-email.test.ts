import { describe, expect, it } from 'vitest';
import { isoWeekOfDate } from '../jobs/iso-week';
import { summariseWeek, type SubjectWeek } from '../jobs/summarise-week';
import {
  levelWords,
  weekWords,
  weeklySummaryEmail,
  weeklySummarySubject,
  type WeeklySummaryEmailInput,
} from './weekly-summary-email';

const WEEK = isoWeekOfDate('2026-11-26');
const UNSUBSCRIBE = 'https://mathcols.example/api/unsubscribe?token=abc.def';

function input(overrides: Partial<WeeklySummaryEmailInput> = {}): WeeklySummaryEmailInput {
  return {
    to: 'dana@example.test',
    parentFirstname: 'Dana',
    studentName: 'Sam',
    week: WEEK,
    summary: summariseWeek([
      { subject: 'addition', level: 1, questions: 10, errors: 0, chosenAction: 'advance' },
      { subject: 'addition', level: 2, questions: 10, errors: 1, chosenAction: null },
      { subject: 'division', level: 5, questions: 10, errors: 6, chosenAction: 'decrease' },
    ]),
    siteUrl: 'https://mathcols.example',
    unsubscribeUrl: UNSUBSCRIBE,
    ...overrides,
  };
}

const subjectWeek = (changes: Partial<SubjectWeek>): SubjectWeek => ({
  subject: 'addition',
  sets: 1,
  questions: 10,
  errors: 0,
  percent: 100,
  startLevel: 3,
  endLevel: 3,
  advanced: 0,
  decreased: 0,
  ...changes,
});

describe('weeklySummarySubject', () => {
  it('counts the assignments and says how many answers were right', () => {
    expect(weeklySummarySubject('Sam', input().summary)).toBe(
      "Sam's week in mathcols: 3 assignments, 77% right",
    );
    const one = summariseWeek([
      { subject: 'addition', level: 1, questions: 10, errors: 1, chosenAction: null },
    ]);
    expect(weeklySummarySubject('Sam', one)).toBe(
      "Sam's week in mathcols: 1 assignment, 90% right",
    );
    expect(weeklySummarySubject('Sam', summariseWeek([]))).toBe(
      "Sam's week in mathcols: no assignments this week",
    );
  });
});

describe('levelWords and weekWords', () => {
  it('say how the level moved in words', () => {
    expect(levelWords(subjectWeek({}))).toBe('Level 3, no change');
    expect(levelWords(subjectWeek({ startLevel: 1, endLevel: 3, advanced: 2 }))).toBe(
      'Level 1 to 3 (moved up twice)',
    );
    expect(levelWords(subjectWeek({ startLevel: 4, endLevel: 3, decreased: 1 }))).toBe(
      'Level 4 to 3 (moved down once)',
    );
    expect(levelWords(subjectWeek({ advanced: 1, decreased: 1 }))).toBe(
      'Level 3 (moved up once, moved down once)',
    );
    expect(levelWords(subjectWeek({ startLevel: 2, endLevel: 6, advanced: 4 }))).toBe(
      'Level 2 to 6 (moved up 4 times)',
    );
  });

  it('name the week and its days', () => {
    expect(weekWords(WEEK)).toBe('Week 48: Monday, November 23 to Sunday, November 29, 2026');
  });
});

describe('weeklySummaryEmail', () => {
  it('has a text part with the week’s numbers per subject and both links', () => {
    const message = weeklySummaryEmail(input());
    expect(message.to).toBe('dana@example.test');
    expect(message.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.text.split('\n')).toEqual([
      'Hello Dana,',
      '',
      "Sam's week in mathcols (Week 48: Monday, November 23 to Sunday, November 29, 2026).",
      '',
      'Sam finished 3 assignments with 30 questions and got 77% right.',
      '',
      'Addition: 2 assignments, 20 questions, 95% right; Level 1 to 2 (moved up once); working on 2-digit + 1-digit, no carrying',
      'Division: 1 assignment, 10 questions, 40% right; Level 5 to 4 (moved down once); working on 3-digit ÷ 1-digit, exact',
      '',
      "See Sam's progress: https://mathcols.example/#/report-cards",
      '',
      '--',
      'You get this email because weekly summaries are on for your mathcols account.',
      `Stop weekly summaries: ${UNSUBSCRIBE}`,
    ]);
  });

  it('has an HTML document with the same content: a table row per subject, no images or scripts', () => {
    const { html = '' } = weeklySummaryEmail(input());
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain('<title>Sam&#x27;s week in mathcols: 3 assignments, 77% right</title>');
    expect(html).toContain('<h1');
    expect(html).toContain('Sam finished 3 assignments with 30 questions and got 77% right.');
    expect(html).toMatch(
      /<th scope="col"[^>]*>Subject<\/th><th scope="col"[^>]*>This week<\/th><th scope="col"[^>]*>Level<\/th>/,
    );
    expect(html).toMatch(
      /<th scope="row"[^>]*>Addition<\/th><td[^>]*><strong>95% right<\/strong><br\/>2 assignments, 20 questions<\/td><td[^>]*>Level 1 to 2 \(moved up once\)<br\/><span[^>]*>Working on <span style="white-space:nowrap">2-digit<\/span> <span style="white-space:nowrap">\+ 1-digit<\/span>, no carrying<\/span><\/td>/,
    );
    expect(html).toMatch(/<th scope="row"[^>]*>Division<\/th>.*40%.*Level 5 to 4/);
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(html).toContain('href="https://mathcols.example/#/report-cards"');
    expect(html).not.toMatch(/<img|<script|<link|url\(/i);
  });

  it("never breaks a level title's sign from its number on a narrow phone", () => {
    const facts = summariseWeek([
      { subject: 'multiplication', level: 0, questions: 10, errors: 0, chosenAction: null },
      { subject: 'division', level: 0, questions: 10, errors: 0, chosenAction: null },
    ]);
    const { html = '' } = weeklySummaryEmail(input({ summary: facts }));
    expect(html).toContain('Working on Facts up to <span style="white-space:nowrap">5 × 5</span>');
    expect(html).toContain(
      'Working on Division facts <span style="white-space:nowrap">÷ 2</span> to <span style="white-space:nowrap">÷ 5</span>',
    );
  });

  it('says kindly when nothing was done, without an empty table', () => {
    const message = weeklySummaryEmail(input({ summary: summariseWeek([]), studentName: 'Kim' }));
    const lead =
      'Kim did not finish any assignments this week. A few minutes on each scheduled day is enough to keep going; next week is a fresh start.';
    expect(message.subject).toBe("Kim's week in mathcols: no assignments this week");
    expect(message.text).toContain(lead);
    expect(message.html).toContain(lead);
    expect(message.html).not.toContain('<thead');
  });

  it('names the trouble spots with their words for parents and an example, in both parts', () => {
    const message = weeklySummaryEmail(
      input({
        troubleSpots: [
          {
            subject: 'addition',
            name: 'Forgets to carry',
            parentDescription: 'Your child does not carry the ten.',
            example: { question: '47 + 38', answer: '75', correct: '85' },
            practice: { bug: 'forgot-to-carry', level: 3 },
          },
          {
            subject: 'division',
            name: 'Remainder too large',
            parentDescription: 'The remainder is as large as the divisor.',
          },
        ],
      }),
    );
    const lines = message.text.split('\n');
    const start = lines.indexOf('Trouble spots');
    expect(lines.slice(start - 2, start + 5)).toEqual([
      'Division: 1 assignment, 10 questions, 40% right; Level 5 to 4 (moved down once); working on 3-digit ÷ 1-digit, exact',
      '',
      'Trouble spots',
      'Sam made these mistakes the same way on more than one problem, so they are worth going over together:',
      '- Forgets to carry (Addition): Your child does not carry the ten. For example: 47 + 38 = 75 (the answer is 85).',
      '  Print a practice sheet: https://mathcols.example/#/print?subject=addition&level=3&bug=forgot-to-carry',
      '- Remainder too large (Division): The remainder is as large as the divisor.',
    ]);
    const html = message.html ?? '';
    expect(html).toMatch(/<h2[^>]*>Trouble spots<\/h2>/);
    expect(html).toMatch(
      /<li[^>]*><strong>Forgets to carry \(Addition\):<\/strong> Your child does not carry the ten\.<br\/><span[^>]*>For example: 47 \+ 38 = 75 \(the answer is 85\)\.<\/span><br\/><a href="https:\/\/mathcols\.example\/#\/print\?subject=addition&amp;level=3&amp;bug=forgot-to-carry"[^>]*>Print a practice sheet<\/a><\/li>/,
    );
    expect(html).toMatch(
      /<li[^>]*><strong>Remainder too large \(Division\):<\/strong> The remainder is as large as the divisor\.<\/li>/,
    );
  });

  it('has no trouble spots part when there are none', () => {
    for (const troubleSpots of [undefined, []]) {
      const message = weeklySummaryEmail(input({ troubleSpots }));
      expect(message.text).not.toContain('Trouble spots');
      expect(message.html).not.toContain('Trouble spots');
    }
  });

  it('escapes names in the HTML and greets without a first name', () => {
    const message = weeklySummaryEmail(input({ studentName: '<b>Bo</b>', parentFirstname: ' ' }));
    expect(message.html).toContain('&lt;b&gt;Bo&lt;/b&gt;');
    expect(message.html).not.toContain('<b>Bo</b>');
    expect(message.text.startsWith('Hello,\n')).toBe(true);
  });
});
