/**
 * The bug catalogue: one bug module per operation, registered here once, and the plain-data
 * records of every bug.
 * @see issue 12 "A catalogue of at least these procedural bugs", docs/diagnosis.md
 */
import { assertSubject } from '../subjects';
import type { Operator, Subject } from '../types';
import { additionBugs } from './addition-bugs';
import { divisionBugs } from './division-bugs';
import { multiplicationBugs } from './multiplication-bugs';
import { subtractionBugs } from './subtraction-bugs';
import { BUG_IDS, type Bug, type BugDefinition, type BugId, type BugModule } from './types';

/**
 * Every operation's bug module, by wire operator (internal: the simulators live here).
 * @see issue 12 "one module per operation's bugs, registered in one catalogue record"
 */
export const BUG_MODULES: Readonly<Record<Operator, BugModule>> = {
  '+': additionBugs,
  '-': subtractionBugs,
  '*': multiplicationBugs,
  '/': divisionBugs,
};

const DEFINITIONS: ReadonlyMap<BugId, BugDefinition> = /* @__PURE__ */ new Map(
  Object.values(BUG_MODULES).flatMap((module) =>
    module.bugs.map((bug): [BugId, BugDefinition] => [bug.id, bug]),
  ),
);

/** The plain data of a definition (no simulator), frozen. */
function record(definition: BugDefinition): Bug {
  const { id, subject, name, hint, parentDescription, example, source } = definition;
  return Object.freeze({
    id,
    subject,
    name,
    hint,
    parentDescription,
    example: Object.freeze({
      problem: Object.freeze({ ...example.problem }),
      answer: example.answer,
    }),
    source,
  });
}

/**
 * Every catalogued bug as plain data (id, subject, name, hint, parentDescription, example,
 * source), in the order of {@link BUG_IDS}: addition, subtraction, multiplication, division.
 * Frozen; safe to serialise.
 * @see docs/diagnosis.md "The catalogue"
 */
export const BUGS: readonly Bug[] = /* @__PURE__ */ Object.freeze(
  BUG_IDS.map((id) => record(definitionOf(id))),
);

/**
 * Whether `value` is a catalogued bug id. Never throws.
 * @see {@link BUG_IDS}
 */
export function isBugId(value: unknown): value is BugId {
  return typeof value === 'string' && (BUG_IDS as readonly string[]).includes(value);
}

/**
 * Internal: the definition (with its simulator) of a bug.
 * @throws {RangeError} 'Unknown bug: …' for an id that is not in the catalogue.
 */
export function definitionOf(id: BugId): BugDefinition {
  const definition = DEFINITIONS.get(id);
  if (!definition) throw new RangeError(`Unknown bug: ${String(id)}`);
  return definition;
}

/**
 * The catalogue record of one bug, e.g. `bugInfo('smaller-from-larger').hint`.
 * @throws {RangeError} 'Unknown bug: …' for an id that is not in the catalogue.
 * @see docs/diagnosis.md "The catalogue"
 */
export function bugInfo(id: BugId): Bug {
  const found = BUGS.find((bug) => bug.id === id);
  if (!found) throw new RangeError(`Unknown bug: ${String(id)}`);
  return found;
}

/**
 * The catalogued bugs of one subject, in catalogue order.
 * @throws {RangeError} 'Unknown subject: …'
 * @see docs/diagnosis.md "The catalogue"
 */
export function bugsFor(subject: Subject): readonly Bug[] {
  assertSubject(subject);
  return BUGS.filter((bug) => bug.subject === subject);
}
