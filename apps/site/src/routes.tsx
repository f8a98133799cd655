import type { RouteObject } from 'react-router-dom';
import { ParentLayout } from './layout/parent-layout';
import { PublicLayout } from './layout/public-layout';
import { StudentLayout } from './layout/student-layout';
import { AssignmentQuestionsPage } from './pages/assignment-questions-page';
import { AssignmentsPage } from './pages/assignments-page';
import { ConfigureStudentPage } from './pages/configure-student-page';
import { FreePracticePage } from './pages/free-practice-page';
import { LandingPage } from './pages/landing-page';
import { ManageAccountPage } from './pages/manage-account-page';
import { MathProblemsPage } from './pages/math-problems-page';
import { MyProgressPage } from './pages/my-progress-page';
import { NotFoundPage } from './pages/not-found-page';
import { ParentDashboardPage } from './pages/parent-dashboard-page';
import { ParentLoginPage } from './pages/parent-login-page';
import { PracticeProblemsPage } from './pages/practice-problems-page';
import { RegisterPage } from './pages/register-page';
import { StudentDashboardPage } from './pages/student-dashboard-page';
import { StudentLoginPage } from './pages/student-login-page';
import { VerifyEmailPage } from './pages/verify-email-page';
import { RequireParent } from './session/require-parent';
import { RequireStudent } from './session/require-student';

/**
 * Every route of the site, grouped by the layout (top bar) they use. Guarded pages sit inside
 * `<RequireParent>` / `<RequireStudent>`, which redirect as spec §2 and §6 say.
 *
 * @see spec §2 Screens and routes, §6 Roles and permissions
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
  {
    element: <ParentLayout />,
    children: [
      { path: 'parent-login', element: <ParentLoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'verifyemail', element: <VerifyEmailPage /> },
      {
        path: 'parent-dashboard',
        element: (
          <RequireParent>
            <ParentDashboardPage />
          </RequireParent>
        ),
      },
      {
        path: 'configure-student',
        element: (
          <RequireParent redirectTo="/">
            <ConfigureStudentPage />
          </RequireParent>
        ),
      },
      {
        path: 'manage-account',
        element: (
          <RequireParent redirectTo="/">
            <ManageAccountPage />
          </RequireParent>
        ),
      },
    ],
  },
  {
    element: <StudentLayout />,
    children: [
      { path: 'student-login', element: <StudentLoginPage /> },
      {
        path: 'student-dashboard',
        element: (
          <RequireStudent>
            <StudentDashboardPage />
          </RequireStudent>
        ),
      },
      {
        path: 'assignments',
        element: (
          <RequireStudent>
            <AssignmentsPage />
          </RequireStudent>
        ),
      },
      {
        path: 'assignment-questions',
        element: (
          <RequireStudent>
            <AssignmentQuestionsPage />
          </RequireStudent>
        ),
      },
      {
        path: 'practice-problems',
        element: (
          <RequireStudent>
            <PracticeProblemsPage />
          </RequireStudent>
        ),
      },
      {
        path: 'math-problems',
        element: (
          <RequireStudent>
            <MathProblemsPage />
          </RequireStudent>
        ),
      },
      {
        path: 'my-progress',
        element: (
          <RequireStudent>
            <MyProgressPage />
          </RequireStudent>
        ),
      },
    ],
  },
];
