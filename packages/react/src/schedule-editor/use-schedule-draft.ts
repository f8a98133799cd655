import { formatSchedule, scheduleChanged, type ScheduleInput } from '@mathcols/engine';
import { useState } from 'react';

/** Options of {@link useScheduleDraft}; the same names as the editor's props. */
export interface UseScheduleDraftOptions {
  /** The saved schedule string. */
  savedValue: string;
  /** The draft when controlled. */
  value?: string | undefined;
  /** The first draft when uncontrolled. */
  defaultValue?: string | undefined;
  /** Called with the new canonical draft on every change the user makes. */
  onValueChange?: ((schedule: string) => void) | undefined;
}

/** An uncontrolled draft together with the saved value it was started from. */
interface OwnDraft {
  basis: string;
  draft: string;
}

/**
 * The editor's draft schedule, controlled (`value` given) or uncontrolled (kept here).
 *
 * An uncontrolled draft belongs to the saved value it started from: when `savedValue` changes
 * to different days (a save went through, or the student was reloaded), the draft restarts
 * from the new saved value instead of showing stale edits. No setState during render and no
 * effect is needed for that: the stale draft is simply not used.
 * @returns the current draft (as given, not normalised) and a setter (of a string or a set of
 *   days) that stores the canonical form and calls `onValueChange`.
 */
export function useScheduleDraft({
  savedValue,
  value,
  defaultValue,
  onValueChange,
}: UseScheduleDraftOptions): readonly [draft: string, setDraft: (next: ScheduleInput) => void] {
  const [own, setOwn] = useState<OwnDraft>(() => ({
    basis: savedValue,
    draft: defaultValue ?? savedValue,
  }));
  const controlled = value !== undefined;
  const ownDraft = scheduleChanged(own.basis, savedValue) ? savedValue : own.draft;
  const draft = controlled ? value : ownDraft;

  const setDraft = (next: ScheduleInput) => {
    const canonical = formatSchedule(next);
    if (!controlled) setOwn({ basis: savedValue, draft: canonical });
    onValueChange?.(canonical);
  };
  return [draft, setDraft] as const;
}
