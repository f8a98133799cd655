/**
 * The client runs under the site's Content Security Policy (`script-src 'self'`, no
 * `'unsafe-eval'`): loading it and parsing answers compiles no code, so the browser reports no
 * CSP violation. `zod/mini` compiles no parser; full zod would probe `new Function('')` as it
 * builds its first object schema (caught, but still reported), which `protocol/common.ts` turns
 * off (`jitless`) should full zod come back into the client.
 * @see issue 9 "Safe" (a CSP with no inline script; the site works under it with no violation)
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

// Installed before the client is imported: zod decides at schema construction.
const functionConstructor = vi.spyOn(globalThis, 'Function');
afterAll(() => {
  functionConstructor.mockRestore();
});

const { fakeClient, DEVICE } = await import('./test-support');
const { apiRequestSchema, deviceCreateRequestSchema } = await import('./protocol');

describe('the client under a CSP without eval', () => {
  it('loads, fetches and validates the free problems without calling the Function constructor', async () => {
    const problems = { addition_0: [{ number_0: '3', number_1: '4', operator: '+' }] };
    const { client } = fakeClient({
      'publicmath.get': () => ({ tag: 'publicmath.get', public: problems }),
    });

    await expect(client.getPublicMath()).resolves.toEqual(problems);
    expect(functionConstructor).not.toHaveBeenCalled();
  });

  it('checks request bodies the way the server does, with the same reasons, without it', () => {
    expect(apiRequestSchema.safeParse({ tag: 'publicmath.get', deviceid: DEVICE }).success).toBe(
      true,
    );
    expect(
      deviceCreateRequestSchema.safeParse({ devicetype: 'web\u0000' }).error?.issues,
    ).toMatchObject([{ path: ['devicetype'], message: 'must not contain control characters' }]);
    expect(
      apiRequestSchema.safeParse({ tag: 'publicmath.get', deviceid: 'x' }).error?.issues,
    ).toMatchObject([{ path: ['deviceid'], message: 'Invalid UUID' }]);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
