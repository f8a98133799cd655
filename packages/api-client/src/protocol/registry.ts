/**
 * The table of every tag: its path, request schema and response schema, plus the discriminated
 * union the server validates `POST /api` bodies with. A new tag is one file (its schemas) and one
 * line here (plus one in {@link apiRequestSchema} when it is sent to `POST /api`).
 * @see spec §7 The calls it makes; docs/protocol.md
 */
import * as z from 'zod/mini';
import { DEVICE_CREATE, deviceCreateRequestSchema, deviceCreateResponseSchema } from './device';
import {
  PUBLICMATH_GET,
  publicMathGetRequestSchema,
  publicMathGetResponseSchema,
} from './publicmath';
import * as contact from './contact';
import * as learning from './learning';
import * as passwordReset from './password-reset';
import * as emailChange from './email-change';
import * as payment from './payment';
import * as report from './report';
import * as session from './session';
import * as student from './student';
import * as studentGet from './student-get';
import * as userGet from './user-get';
import * as user from './user';

/**
 * The paths of the API. `api` takes every tag sent with a `deviceid` but `student.practiceget`,
 * which goes to `practice` (spec §7 "to a practice-get path"); `device` issues device ids.
 * `publicMath` is the original API's path of `publicmath.get`, kept for its existing public
 * clients: that tag only, any `deviceid` or none (`publicMathAliasRequestSchema`), open to
 * every origin (CORS); our client uses `api`.
 */
export const API_PATHS = {
  api: '/api',
  device: '/api/device',
  practice: '/api/practice',
  publicMath: '/dev/publicmathget',
} as const;

/** Largest request body the server reads, in bytes; larger bodies get HTTP 413. */
export const MAX_REQUEST_BYTES = 16 * 1024;

/** How one tag travels: where it is posted and the schemas of its request and response. */
export interface EndpointDescriptor {
  /** Path the request is posted to. */
  path: (typeof API_PATHS)[keyof typeof API_PATHS];
  /** Whether the request carries a known `deviceid` (all but `device.create`). */
  needsDevice: boolean;
  /** Schema of the request body (the server parses with it). */
  request: z.ZodMiniType;
  /** Schema of the success response (the client parses with it). */
  response: z.ZodMiniType;
}

/**
 * Every tag of the protocol, keyed by tag.
 * @see spec §7
 */
export const ENDPOINTS = {
  [DEVICE_CREATE]: {
    path: API_PATHS.device,
    needsDevice: false,
    request: deviceCreateRequestSchema,
    response: deviceCreateResponseSchema,
  },
  [PUBLICMATH_GET]: {
    path: API_PATHS.api,
    needsDevice: true,
    request: publicMathGetRequestSchema,
    response: publicMathGetResponseSchema,
  },
  ...tagsOnApi({
    [user.USER_CREATE]: [user.userCreateRequestSchema, user.userCreateResponseSchema],
    [user.USER_CONNECT]: [user.userConnectRequestSchema, user.userConnectResponseSchema],
    [userGet.USER_GET]: [userGet.userGetRequestSchema, userGet.userGetResponseSchema],
    [user.USER_UPDATE]: [user.userUpdateRequestSchema, user.userUpdateResponseSchema],
    [user.USER_EMAILVERIFY]: [
      user.userEmailVerifyRequestSchema,
      user.userEmailVerifyResponseSchema,
    ],
    [user.PUBLIC_EMAILVERIFY]: [
      user.publicEmailVerifyRequestSchema,
      user.publicEmailVerifyResponseSchema,
    ],
    [emailChange.USER_EMAILCHANGE]: [
      emailChange.userEmailChangeRequestSchema,
      emailChange.userEmailChangeResponseSchema,
    ],
    [emailChange.PUBLIC_EMAILUNDO]: [
      emailChange.publicEmailUndoRequestSchema,
      emailChange.publicEmailUndoResponseSchema,
    ],
    [passwordReset.PUBLIC_PASSWORDFORGOT]: [
      passwordReset.publicPasswordForgotRequestSchema,
      passwordReset.publicPasswordForgotResponseSchema,
    ],
    [passwordReset.PUBLIC_PASSWORDRESET]: [
      passwordReset.publicPasswordResetRequestSchema,
      passwordReset.publicPasswordResetResponseSchema,
    ],
    [student.STUDENT_CREATE]: [
      student.studentCreateRequestSchema,
      student.studentCreateResponseSchema,
    ],
    [student.STUDENT_DELETE]: [
      student.studentDeleteRequestSchema,
      student.studentDeleteResponseSchema,
    ],
    [student.STUDENT_UPDATE]: [
      student.studentUpdateRequestSchema,
      student.studentUpdateResponseSchema,
    ],
    [student.STUDENT_CONNECT]: [
      student.studentConnectRequestSchema,
      student.studentConnectResponseSchema,
    ],
    [studentGet.STUDENT_GET]: [
      studentGet.studentGetRequestSchema,
      studentGet.studentGetResponseSchema,
    ],
    [learning.STUDENT_MATHGET]: [
      learning.studentMathGetRequestSchema,
      learning.studentMathGetResponseSchema,
    ],
    [learning.STUDENT_MATHCOMPLETE]: [
      learning.studentMathCompleteRequestSchema,
      learning.studentMathCompleteResponseSchema,
    ],
    [learning.STUDENT_LEVELUPDATE]: [
      learning.studentLevelUpdateRequestSchema,
      learning.studentLevelUpdateResponseSchema,
    ],
    [learning.STUDENT_MATHREPORTERROR]: [
      learning.studentMathReportErrorRequestSchema,
      learning.studentMathReportErrorResponseSchema,
    ],
    [contact.USER_MESSAGE]: [contact.userMessageRequestSchema, contact.userMessageResponseSchema],
    [session.USER_DISCONNECT]: [
      session.userDisconnectRequestSchema,
      session.userDisconnectResponseSchema,
    ],
    [report.STUDENT_REPORT]: [
      report.studentReportRequestSchema,
      report.studentReportResponseSchema,
    ],
    [payment.PAYMENT_CHECKOUT]: [
      payment.paymentCheckoutRequestSchema,
      payment.paymentCheckoutResponseSchema,
    ],
    [payment.PAYMENT_SUCCESS]: [
      payment.paymentSuccessRequestSchema,
      payment.paymentSuccessResponseSchema,
    ],
    [payment.PAYMENT_MANAGE]: [
      payment.paymentManageRequestSchema,
      payment.paymentManageResponseSchema,
    ],
  }),
  [learning.STUDENT_PRACTICEGET]: {
    path: API_PATHS.practice,
    needsDevice: true,
    request: learning.studentPracticeGetRequestSchema,
    response: learning.studentPracticeGetResponseSchema,
  },
} as const satisfies Record<string, EndpointDescriptor>;

/** Descriptors of tags posted to `POST /api` with a device id, from `[request, response]` pairs. */
function tagsOnApi<T extends Record<string, readonly [z.ZodMiniType, z.ZodMiniType]>>(
  pairs: T,
): { [K in keyof T]: { path: '/api'; needsDevice: true; request: T[K][0]; response: T[K][1] } } {
  return Object.fromEntries(
    Object.entries(pairs).map(([tag, [request, response]]) => [
      tag,
      { path: API_PATHS.api, needsDevice: true, request, response },
    ]),
  ) as never;
}

/** Every tag: `'device.create' | 'publicmath.get' | …`. */
export type ApiTag = keyof typeof ENDPOINTS;

/** The request body of a tag, as the sender writes it (zod input type). */
export type ApiRequestOf<T extends ApiTag> = z.input<(typeof ENDPOINTS)[T]['request']>;

/** The success response of a tag, as the receiver gets it after parsing. */
export type ApiResponseOf<T extends ApiTag> = z.infer<(typeof ENDPOINTS)[T]['response']>;

/**
 * Every body `POST /api` accepts, discriminated by `tag`. An unknown tag fails at path `tag`.
 * @see architecture.md "The wire protocol"
 */
export const apiRequestSchema = z.discriminatedUnion(
  'tag',
  [
    publicMathGetRequestSchema,
    user.userCreateRequestSchema,
    user.userConnectRequestSchema,
    userGet.userGetRequestSchema,
    user.userUpdateRequestSchema,
    user.userEmailVerifyRequestSchema,
    user.publicEmailVerifyRequestSchema,
    emailChange.userEmailChangeRequestSchema,
    emailChange.publicEmailUndoRequestSchema,
    passwordReset.publicPasswordForgotRequestSchema,
    passwordReset.publicPasswordResetRequestSchema,
    student.studentCreateRequestSchema,
    student.studentDeleteRequestSchema,
    student.studentUpdateRequestSchema,
    student.studentConnectRequestSchema,
    studentGet.studentGetRequestSchema,
    learning.studentMathGetRequestSchema,
    learning.studentMathCompleteRequestSchema,
    learning.studentLevelUpdateRequestSchema,
    learning.studentMathReportErrorRequestSchema,
    contact.userMessageRequestSchema,
    session.userDisconnectRequestSchema,
    report.studentReportRequestSchema,
    payment.paymentCheckoutRequestSchema,
    payment.paymentSuccessRequestSchema,
    payment.paymentManageRequestSchema,
  ],
  {
    error: (issue) => (issue.code === 'invalid_union' ? 'unknown tag' : undefined),
  },
);

/** A parsed `POST /api` body. */
export type ApiRequest = z.infer<typeof apiRequestSchema>;

/** The tags `POST /api` accepts. */
export type ApiRequestTag = ApiRequest['tag'];

/** A parsed `POST /api/practice` body (its one tag, `student.practiceget`). */
export type PracticeRequest = z.infer<typeof learning.studentPracticeGetRequestSchema>;

/** Whether a string is a tag of the protocol. */
export function isApiTag(value: unknown): value is ApiTag {
  return typeof value === 'string' && Object.hasOwn(ENDPOINTS, value);
}
