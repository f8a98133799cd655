/**
 * Helpers for the billing pages' tests: the site's routes with one page given its test props
 * (a fixed random source, a recorded navigator).
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes as appRoutes } from '../routes';

/**
 * The site's routes, with the route at `path` (e.g. `'pricing'`, no leading slash) showing
 * `element` instead (wrap it in `<RequireParent>` yourself where the real route does).
 */
export function routesWith(path: string, element: ReactNode, list = appRoutes): RouteObject[] {
  return list.map((route): RouteObject => {
    if (route.path === path) return { ...route, element } as RouteObject;
    if (!route.children) return route;
    return { ...route, children: routesWith(path, element, route.children) } as RouteObject;
  });
}
