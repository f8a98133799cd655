import { additionOperation } from '../addition';
import { OperandError } from '../errors';
import { longDivisionOperation } from '../long-division';
import { multiplicationOperation } from '../multiplication';
import { subtractionOperation } from '../subtraction';
import type { OperationModule, Operator } from '../types';

/**
 * Every operation's record, by wire operator. Code that needs per-operation behaviour looks
 * it up here instead of switching on the operator.
 * @see spec §3 "Raw problem", "Problems"
 */
export const OPERATIONS: Readonly<Record<Operator, OperationModule>> = {
  '+': additionOperation,
  '-': subtractionOperation,
  '*': multiplicationOperation,
  '/': longDivisionOperation,
};

/**
 * Whether `value` is one of the wire operators `+ - * /`. Never throws.
 * @see spec §3 "Raw problem", "Problems"
 */
export function isOperator(value: unknown): value is Operator {
  return typeof value === 'string' && Object.hasOwn(OPERATIONS, value);
}

/**
 * The operation record of `operator`.
 * @throws {OperandError} rule `unknown-operator` for anything but `+ - * /`.
 * @see spec §3 "Raw problem", "Problems"
 */
export function operationFor(operator: string): OperationModule {
  if (!isOperator(operator)) {
    throw new OperandError('unknown-operator', `Unknown operator: ${JSON.stringify(operator)}`);
  }
  return OPERATIONS[operator];
}
