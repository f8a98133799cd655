import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BROKEN_TEXT_REASON, CONTROL_CHARACTERS_REASON, freeTextSchema } from './common';
import { userMessageRequestSchema } from './contact';
import { deviceCreateRequestSchema } from './device';
import { studentMathReportErrorRequestSchema } from './learning';
import { studentCreateRequestSchema, studentUpdateRequestSchema } from './student';
import { publicEmailVerifyRequestSchema, userCreateRequestSchema } from './user';

const DEVICE = '0b5e8f0a-6a8e-4a53-9a43-2f1f6f0c9d11';
const HASH = `${'A'.repeat(43)}=`;
const TOKEN = 'a'.repeat(43);

/** Every control character (Unicode `Cc`): C0, DEL and C1. */
const CONTROL_CODES = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, offset) => 0x7f + offset),
];
const controlCharacter = fc.constantFrom(...CONTROL_CODES.map((code) => String.fromCharCode(code)));
/** Text without control characters: any Unicode, including accents, emoji and spaces. */
const plainText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .map((text) => text.replace(/\p{Cc}/gu, ''));

describe('freeTextSchema refuses control characters', () => {
  it('refuses a control character anywhere in one-line text, with one clear reason', () => {
    fc.assert(
      fc.property(plainText, controlCharacter, plainText, (before, control, after) => {
        const result = freeTextSchema()
          .check(z.minLength(1), z.maxLength(10))
          .safeParse(`${before}${control}${after}`);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([
          CONTROL_CHARACTERS_REASON,
        ]);
      }),
    );
  });

  it('accepts any text without control characters, accents and emoji included', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(freeTextSchema().safeParse(text)).toEqual({ success: true, data: text });
      }),
    );
    expect(freeTextSchema().safeParse('Zoë 🦊 O’Brien-Søren').success).toBe(true);
  });

  it('refuses half a surrogate pair (JSON can carry one) but keeps whole pairs such as emoji', () => {
    for (const schema of [freeTextSchema(), freeTextSchema({ multiline: true })]) {
      for (const text of ['Ada\ud800', '\udc00Ada', 'A\udfffda', '\ud83e']) {
        expect(schema.safeParse(text).error?.issues.map((issue) => issue.message)).toEqual([
          BROKEN_TEXT_REASON,
        ]);
      }
      expect(schema.safeParse('Ada \ud83e\udd8a').success).toBe(true);
    }
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else', () => {
    const multiline = freeTextSchema({ multiline: true });
    expect(multiline.safeParse('Hello,\r\n\tthe app froze.\nThanks').success).toBe(true);
    for (const code of CONTROL_CODES.filter((code) => ![0x09, 0x0a, 0x0d].includes(code))) {
      const text = `line one\n${String.fromCharCode(code)}line two`;
      expect(multiline.safeParse(text).success, `U+${code.toString(16)}`).toBe(false);
    }
    for (const kept of ['\t', '\n', '\r']) {
      expect(freeTextSchema().safeParse(`a${kept}b`).success, JSON.stringify(kept)).toBe(false);
    }
  });
});

/** A schema, a body it accepts, and the dotted path of one of the body's free-text fields. */
interface FieldCase {
  schema: z.ZodMiniType;
  body: Record<string, unknown>;
  path: string;
}

const report = {
  subject: 'addition',
  question: '47 + 38',
  level: '3',
  number_0: '47',
  number_1: '38',
  errorcount: 1,
  result: { answer: '75', calculation: 'Sum: 75' },
  correct: { answer: '85', calculation: 'Carry: 1; Sum: 85' },
};

const FIELDS: FieldCase[] = [
  {
    schema: deviceCreateRequestSchema,
    body: { tag: 'device.create', devicetype: 'web' },
    path: 'devicetype',
  },
  ...['firstname', 'lastname'].map((path) => ({
    schema: userCreateRequestSchema,
    body: {
      tag: 'user.create',
      deviceid: DEVICE,
      email: 'pat@example.test',
      emailpassword: HASH,
      firstname: 'Pat',
      lastname: 'Parent',
    },
    path,
  })),
  ...['firstname', 'lastname'].map((path) => ({
    schema: studentCreateRequestSchema,
    body: {
      tag: 'student.create',
      deviceid: DEVICE,
      usertoken: TOKEN,
      firstname: 'ada',
      lastname: 'lovelace',
      accountname: 'ada.l',
      accountpassword: HASH,
      gradelevel: '3',
    },
    path,
  })),
  {
    schema: studentUpdateRequestSchema,
    body: {
      tag: 'student.update',
      deviceid: DEVICE,
      usertoken: TOKEN,
      accountname: 'ada.l',
      gradelevel: '4',
    },
    path: 'usertoken',
  },
  {
    schema: publicEmailVerifyRequestSchema,
    body: { tag: 'public.emailverify', deviceid: DEVICE, emailtoken: 'x'.repeat(32) },
    path: 'emailtoken',
  },
  ...['question.question', 'question.result.answer', 'question.correct.calculation'].map(
    (path) => ({
      schema: studentMathReportErrorRequestSchema,
      body: {
        tag: 'student.mathreporterror',
        deviceid: DEVICE,
        usertoken: TOKEN,
        question: report,
      },
      path,
    }),
  ),
  {
    schema: userMessageRequestSchema,
    body: {
      tag: 'user.message',
      deviceid: DEVICE,
      usertoken: TOKEN,
      subject: 'question',
      body: 'Hello,\nhow do levels work?',
    },
    path: 'body',
  },
];

/** A deep copy of `body` with the string at `path` given `suffix`. */
function withSuffix(body: Record<string, unknown>, path: string, suffix: string) {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>(
    (node, key) => node[key] as Record<string, unknown>,
    copy,
  );
  parent[last] = `${String(parent[last])}${suffix}`;
  return copy;
}

describe('request fields refuse NUL, control characters and half surrogate pairs', () => {
  it.each(FIELDS.map((field) => ({ ...field, name: `${String(field.body.tag)} ${field.path}` })))(
    '$name',
    ({ schema, body, path }) => {
      expect(schema.safeParse(body).success).toBe(true);
      for (const control of ['\u0000', '\u001b', '\u007f']) {
        const result = schema.safeParse(withSuffix(body, path, `x${control}y`));
        expect(result.success, JSON.stringify(control)).toBe(false);
        expect(
          result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
        ).toContainEqual([path, CONTROL_CHARACTERS_REASON]);
      }
      const broken = schema.safeParse(withSuffix(body, path, '\ud800'));
      expect(
        broken.error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
      ).toContainEqual([path, BROKEN_TEXT_REASON]);
    },
  );
});
