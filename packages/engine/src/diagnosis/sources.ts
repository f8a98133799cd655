/**
 * The works the catalogue cites (no page numbers: each bug is cited by the work that names it).
 * @see docs/diagnosis.md "Sources"
 */

/** VanLehn's catalogue of subtraction bugs (the bug names follow it). */
export const VANLEHN =
  'VanLehn, K. (1990). Mind Bugs: The Origins of Procedural Misconceptions. MIT Press (catalogue of subtraction bugs).';

/** VanLehn's catalogue, for a bug BUGGY already described. */
export const VANLEHN_AND_BUGGY = `${VANLEHN} First described in Brown, J. S., & Burton, R. R. (1978). Diagnostic models for procedural bugs in basic mathematical skills. Cognitive Science, 2(2), 155–192.`;

/** Ashlock's error patterns (addition, multiplication, division). */
export const ASHLOCK =
  'Ashlock, R. B. (2010). Error Patterns in Computation: Using Error Patterns to Help Each Child Learn (10th ed.). Pearson.';
