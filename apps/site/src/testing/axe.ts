import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe over `container` (the page's `<main>` by default) and expects no violations, listed
 * as 'id: help' so a failure says what is wrong.
 */
export async function expectNoAxeViolations(container: HTMLElement = screen.getByRole('main')) {
  const results = await axe.run(container);
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
