import type { RouteObject } from 'react-router-dom';
import { PublicLayout } from './layout/public-layout';
import { FreePracticePage } from './pages/free-practice-page';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';

/**
 * Every route of the site. Pages of later issues slot in as more children of the layout
 * they use (the public one here; parent and student layouts come with sign-in).
 *
 * @see spec §2 Screens and routes
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'landing', element: <LandingPage /> },
      { path: 'free-problems', element: <FreePracticePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
