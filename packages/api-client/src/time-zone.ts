/**
 * The time zone the client reports: the runtime's IANA name, the student's "today" on the server.
 * @see spec §7 `student.connect` (`timezone`)
 */

/**
 * The runtime's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`), or 'UTC'
 * when it has none. Never throws.
 */
export function runtimeTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
