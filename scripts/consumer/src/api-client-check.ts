// Consumer test fixture (not from the guide): the api-client's two entries and its engine peer
// type-check together in an app that installed the tarballs.
import type { RawProblem } from '@mathcols/engine';
import { createApiClient, problemsFor, type ApiClient } from '@mathcols/api-client';
import * as protocol from '@mathcols/api-client/protocol';

export const client: ApiClient = createApiClient({ baseUrl: 'https://mathcols.example' });
export const problems: typeof problemsFor = problemsFor;
export const protocolExports: number = Object.keys(protocol).length;
export const sample: RawProblem = { number_0: '57', number_1: '68', operator: '+' };
