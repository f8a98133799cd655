import { useRoutes, type RouteObject } from 'react-router-dom';
import { FirstPageProvider } from './layout/first-page';
import { ParentLayout } from './layout/parent-layout';
import { PublicLayout } from './layout/public-layout';
import { StudentLayout } from './layout/student-layout';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { lazyPage } from './routing/lazy-page';
import { ROUTE_TEXT } from './routing/route-texts';
import { RequireParent } from './session/require-parent';
import { RequireStudent } from './session/require-student';

// The landing and not-found pages are tiny and the likeliest first pages: they stay in the
// entry chunk. Every other page is its own chunk, downloaded when first shown.
const AboutPage = lazyPage(() => import('./pages/about-page'), 'AboutPage');
const AssignmentQuestionsPage = lazyPage(
  () => import('./pages/assignment-questions-page'),
  'AssignmentQuestionsPage',
  ROUTE_TEXT.loadingProblems,
);
const AssignmentsPage = lazyPage(() => import('./pages/assignments-page'), 'AssignmentsPage');
const BlogPage = lazyPage(() => import('./pages/blog-page'), 'BlogPage');
const ConfigureStudentPage = lazyPage(
  () => import('./pages/configure-student-page'),
  'ConfigureStudentPage',
);
const FaqPage = lazyPage(() => import('./pages/faq-page'), 'FaqPage');
const ForgotPasswordPage = lazyPage(
  () => import('./pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const FreePracticePage = lazyPage(
  () => import('./pages/free-practice-page'),
  'FreePracticePage',
  ROUTE_TEXT.loadingFreePractice,
);
const ManageAccountPage = lazyPage(
  () => import('./pages/manage-account-page'),
  'ManageAccountPage',
);
const ManageBillingPage = lazyPage(
  () => import('./pages/manage-billing-page'),
  'ManageBillingPage',
);
const MathProblemsPage = lazyPage(
  () => import('./pages/math-problems-page'),
  'MathProblemsPage',
  ROUTE_TEXT.loadingProblems,
);
const MyProgressPage = lazyPage(() => import('./pages/my-progress-page'), 'MyProgressPage');
const ParentContactPage = lazyPage(
  () => import('./pages/parent-contact-page'),
  'ParentContactPage',
);
const ParentDashboardPage = lazyPage(
  () => import('./pages/parent-dashboard-page'),
  'ParentDashboardPage',
);
const ParentLoginPage = lazyPage(() => import('./pages/parent-login-page'), 'ParentLoginPage');
const PaymentCanceledPage = lazyPage(
  () => import('./pages/payment-canceled-page'),
  'PaymentCanceledPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('./pages/payment-success-page'),
  'PaymentSuccessPage',
);
const PracticeProblemsPage = lazyPage(
  () => import('./pages/practice-problems-page'),
  'PracticeProblemsPage',
  ROUTE_TEXT.loadingProblems,
);
const PricingPage = lazyPage(() => import('./pages/pricing-page'), 'PricingPage');
const PrintPage = lazyPage(() => import('./pages/print-page'), 'PrintPage');
const PrivacyPage = lazyPage(() => import('./pages/privacy-page'), 'PrivacyPage');
const RegisterPage = lazyPage(() => import('./pages/register-page'), 'RegisterPage');
const ReportCardsPage = lazyPage(() => import('./pages/report-cards-page'), 'ReportCardsPage');
const ResetPasswordPage = lazyPage(
  () => import('./pages/reset-password-page'),
  'ResetPasswordPage',
);
const UndoEmailChangePage = lazyPage(
  () => import('./pages/undo-email-change-page'),
  'UndoEmailChangePage',
);
const StudentDashboardPage = lazyPage(
  () => import('./pages/student-dashboard-page'),
  'StudentDashboardPage',
);
const StudentLoginPage = lazyPage(() => import('./pages/student-login-page'), 'StudentLoginPage');
const SubscriptionSuccessPage = lazyPage(
  () => import('./pages/subscription-success-page'),
  'SubscriptionSuccessPage',
);
const TermsPage = lazyPage(() => import('./pages/terms-page'), 'TermsPage');
const VerifyEmailPage = lazyPage(() => import('./pages/verify-email-page'), 'VerifyEmailPage');

/**
 * Every route of the site, grouped by the layout (top bar) they use, for {@link AppRoutes}.
 * Guarded pages sit inside `<RequireParent>` / `<RequireStudent>`, which redirect as spec §2
 * and §6 say. Pages other than the landing and not-found pages are lazy ({@link lazyPage}):
 * each downloads on first show, with a loading state in the frame meanwhile; a page that fails
 * to download or breaks shows its error state in the frame (see `SiteFrame`).
 *
 * @see spec §2 Screens and routes, §6 Roles and permissions
 */
export const routes: RouteObject[] = [
  {
    // The FAQ shows a signed-in parent the parent top bar (spec §2 "Navigation").
    element: <PublicLayout parentNavPaths={['/faq']} />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'landing', element: <LandingPage /> },
      { path: 'free-problems', element: <FreePracticePage /> },
      { path: 'print', element: <PrintPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <ParentLayout />,
    children: [
      { path: 'parent-login', element: <ParentLoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'verifyemail', element: <VerifyEmailPage /> },
      // Ours (the spec has none): a forgotten password, from the login page's link.
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      // Ours: the link of the notice to the old address after an e-mail change.
      { path: 'undo-email-change', element: <UndoEmailChangePage /> },
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
      {
        path: 'report-cards',
        element: (
          <RequireParent>
            <ReportCardsPage />
          </RequireParent>
        ),
      },
      {
        path: 'parent-contact',
        element: (
          <RequireParent>
            <ParentContactPage />
          </RequireParent>
        ),
      },
      { path: 'pricing', element: <PricingPage /> },
      {
        path: 'manage-billing',
        element: (
          <RequireParent>
            <ManageBillingPage />
          </RequireParent>
        ),
      },
      {
        path: 'payment-success',
        element: (
          <RequireParent>
            <PaymentSuccessPage />
          </RequireParent>
        ),
      },
      {
        path: 'stripe/canceled',
        element: (
          <RequireParent>
            <PaymentCanceledPage />
          </RequireParent>
        ),
      },
      {
        path: 'stripe/success',
        element: (
          <RequireParent>
            <SubscriptionSuccessPage />
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

/** Props of {@link AppRoutes}. */
export interface AppRoutesProps {
  /** The route table. @defaultValue {@link routes}, the site's own (tests pass variations) */
  routes?: RouteObject[];
}

/**
 * The site's pages for the address of the surrounding router — `<HashRouter>` in the browser,
 * `<MemoryRouter>` in tests. Declarative routing (`useRoutes`), not a data router: the site
 * loads no data through the router, and leaving the data router out keeps the first download
 * small (issue 9's budget). The pages share one memory of the document's first page
 * (`FirstPageProvider`), so focus moves to the content after every move between pages.
 *
 * @see spec §2 Screens and routes
 */
export function AppRoutes({ routes: table = routes }: AppRoutesProps) {
  return <FirstPageProvider>{useRoutes(table)}</FirstPageProvider>;
}
