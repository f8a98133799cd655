import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import { routes } from '../routes';

/** The README's "Routes" table: route → whether it says the page is built. */
function readmeRoutes(): Map<string, boolean> {
  const section = readme.split('## Routes')[1]?.split('\n## ')[0] ?? '';
  const table = new Map<string, boolean>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const paths = [...(cells[1] ?? '').matchAll(/`(\/[^`]*)`/g)].map((match) => match[1] ?? '');
    for (const path of paths) table.set(path, cells.at(-2) === 'yes');
  }
  return table;
}

/** Every path the router serves, as '/parent-login' ('' for the index route is '/'). */
function routerPaths(list: readonly RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.index ? ['/'] : []),
    ...(route.path && route.path !== '*' ? [`/${route.path}`] : []),
    ...routerPaths(route.children ?? []),
  ]);
}

/** The routes of spec §2 "Screens and routes". */
const SPEC_ROUTES = [
  '/',
  '/landing',
  '/parent-login',
  '/register',
  '/student-login',
  '/free-problems',
  '/parent-dashboard',
  '/configure-student',
  '/report-cards',
  '/parent-contact',
  '/manage-account',
  '/manage-billing',
  '/pricing',
  '/faq',
  '/about',
  '/blog',
  '/privacy',
  '/terms',
  '/student-dashboard',
  '/practice-problems',
  '/math-problems',
  '/my-progress',
  '/assignments',
  '/assignment-questions',
  '/payment-success',
  '/stripe/canceled',
  '/stripe/success',
  '/verifyemail',
];

describe("README's route table", () => {
  it('lists every route of spec §2', () => {
    const table = readmeRoutes();
    expect(SPEC_ROUTES.filter((path) => !table.has(path))).toEqual([]);
  });

  it('says "yes" for exactly the routes the site serves', () => {
    const table = readmeRoutes();
    const served = new Set(routerPaths(routes));
    const built = [...table].filter(([, yes]) => yes).map(([path]) => path);
    expect(built.sort()).toEqual([...served].sort());
  });
});
