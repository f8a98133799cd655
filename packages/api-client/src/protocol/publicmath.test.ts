import { describe, expect, it } from 'vitest';
import { businessErrorSchema, CONTROL_CHARACTERS_REASON, errorEnvelopeSchema } from './common';
import {
  ALIAS_DEVICE_ID_MAX_LENGTH,
  publicMathAliasRequestSchema,
  publicMathGetRequestSchema,
} from './publicmath';

/** The fixed device id of the original API's public clients: 24 hex characters. */
const LEGACY_DEVICE_ID = '680810a0737ab55963f6223b';

describe('publicMathAliasRequestSchema (POST /dev/publicmathget)', () => {
  it('takes any device id the original clients send, or none', () => {
    for (const deviceid of [
      LEGACY_DEVICE_ID,
      '6e842fd4-6940-41fc-a73a-f9676f631e81',
      '',
      null,
      undefined,
      'x'.repeat(ALIAS_DEVICE_ID_MAX_LENGTH),
    ]) {
      const body = { tag: 'publicmath.get', deviceid };
      expect(publicMathAliasRequestSchema.safeParse(body).success, String(deviceid)).toBe(true);
    }
    // POST /api keeps its own rule: a legacy id is not a UUID there.
    const onApi = publicMathGetRequestSchema.safeParse({
      tag: 'publicmath.get',
      deviceid: LEGACY_DEVICE_ID,
    });
    expect(onApi.error?.issues.map((issue) => issue.message)).toEqual(['Invalid UUID']);
  });

  it('refuses another tag, no tag, an overlong id and control characters', () => {
    const refusals: [unknown, string][] = [
      [{ tag: 'student.mathget', deviceid: LEGACY_DEVICE_ID }, 'tag'],
      [{ deviceid: LEGACY_DEVICE_ID }, 'tag'],
      [{ tag: 'publicmath.get', deviceid: 'x'.repeat(ALIAS_DEVICE_ID_MAX_LENGTH + 1) }, 'deviceid'],
      [{ tag: 'publicmath.get', deviceid: 42 }, 'deviceid'],
    ];
    for (const [body, path] of refusals) {
      const result = publicMathAliasRequestSchema.safeParse(body);
      expect(result.error?.issues[0]?.path, JSON.stringify(body)).toEqual([path]);
    }
    const control = publicMathAliasRequestSchema.safeParse({
      tag: 'publicmath.get',
      deviceid: 'abc\u0000',
    });
    expect(control.error?.issues.map((issue) => issue.message)).toEqual([
      CONTROL_CHARACTERS_REASON,
    ]);
  });
});

describe('error envelopes', () => {
  it('accept message beside reason, and answers of servers that sent reason only', () => {
    const reason = 'unknown device';
    for (const schema of [businessErrorSchema('publicmath.get'), errorEnvelopeSchema]) {
      expect(schema.parse({ tag: 'publicmath.get_error', reason, message: reason })).toMatchObject({
        reason,
        message: reason,
      });
      expect(schema.safeParse({ tag: 'publicmath.get_error', reason }).success).toBe(true);
    }
  });
});
