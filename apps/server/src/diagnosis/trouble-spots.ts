/**
 * Trouble spots: the tracker's confirmed bugs (and the retired ones, overcome) with the
 * catalogue's words, as the report card and the weekly e-mail show them.
 * @see issue 12 ("the parent's report card shows trouble spots per subject (confirmed bugs,
 *   when first and last seen, with an example problem) and the weekly e-mail names them")
 */
import { bugInfo, isBugId, type DiagnosisTrackerState } from '@mathcols/engine/diagnosis';
import type { NamedBugWire, TroubleSpotWire } from '@mathcols/api-client/protocol';

const STATUS_ORDER = { confirmed: 0, retired: 1 } as const;

/**
 * A subject's trouble spots: its confirmed bugs, latest seen first, then its retired ones
 * (overcome), latest seen first; suspected bugs (seen on one problem only) are not shown.
 * Each with the catalogue's name, parent text and hint, first and last seen (ISO 8601), the
 * problems it explained and its last example (the problem and the child's answer).
 */
export function troubleSpots(state: DiagnosisTrackerState): TroubleSpotWire[] {
  const spots: TroubleSpotWire[] = [];
  for (const bug of state.bugs) {
    if (bug.status === 'suspected' || !isBugId(bug.id)) continue;
    const info = bugInfo(bug.id);
    const { number_0, number_1, operator } = bug.example.problem;
    spots.push({
      id: bug.id,
      status: bug.status,
      name: info.name,
      parentDescription: info.parentDescription,
      hint: info.hint,
      firstSeen: bug.firstSeen,
      lastSeen: bug.lastSeen,
      problems: Math.max(1, bug.problems),
      example: { problem: { number_0, number_1, operator }, answer: bug.example.answer },
    });
  }
  return spots.sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.lastSeen < b.lastSeen ? 1 : a.lastSeen > b.lastSeen ? -1 : 0) ||
      (a.id < b.id ? -1 : 1),
  );
}

/**
 * Bug ids as the report card names them (`{ id, name }`), in the order given; ids no longer
 * in the catalogue are left out.
 */
export function namedBugs(ids: readonly string[]): NamedBugWire[] {
  return ids.filter(isBugId).map((id) => ({ id, name: bugInfo(id).name }));
}
