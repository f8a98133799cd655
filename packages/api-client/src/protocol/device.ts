/**
 * `device.create`: the server issues a device id. Sent to its own path, `POST /api/device`,
 * before the client has a device id.
 * @see spec §4 Device identity, §7 "device.create"
 */
import * as z from 'zod/mini';
import { businessErrorSchema, deviceIdSchema, freeTextSchema } from './common';

/** The tag of the device-create call. */
export const DEVICE_CREATE = 'device.create';

/**
 * Request `{ devicetype, tag? }`: `devicetype` names the kind of client (e.g. `"web"`),
 * 1–64 characters without control characters. `tag`, when present, must be `device.create`.
 * Other fields are ignored.
 */
export const deviceCreateRequestSchema = z.object({
  tag: z.optional(z.literal(DEVICE_CREATE)),
  devicetype: freeTextSchema().check(z.trim(), z.minLength(1), z.maxLength(64)),
});

/** Response `{ tag: 'device.create', deviceid }`, `deviceid` a UUID. */
export const deviceCreateResponseSchema = z.object({
  tag: z.literal(DEVICE_CREATE),
  deviceid: deviceIdSchema,
});

/** Failure `{ tag: 'device.create_error', reason }`. */
export const deviceCreateErrorSchema = businessErrorSchema(DEVICE_CREATE);

/** A `device.create` request body. */
export type DeviceCreateRequest = z.input<typeof deviceCreateRequestSchema>;
/** A `device.create` success response. */
export type DeviceCreateResponse = z.infer<typeof deviceCreateResponseSchema>;
