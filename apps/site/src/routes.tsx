import type { RouteObject } from 'react-router-dom';
import { MarketingLayout, type MarketingRouteHandle } from './layout/marketing-layout';
import { ParentLayout } from './layout/parent-layout';
import { PublicLayout } from './layout/public-layout';
import { StudentLayout } from './layout/student-layout';
import { AboutPage } from './pages/about-page';
import { AssignmentQuestionsPage } from './pages/assignment-questions-page';
import { AssignmentsPage } from './pages/assignments-page';
import { BlogPage } from './pages/blog-page';
import { ConfigureStudentPage } from './pages/configure-student-page';
import { FaqPage } from './pages/faq-page';
import { FreePracticePage } from './pages/free-practice-page';
import { LandingPage } from './pages/landing-page';
import { ManageAccountPage } from './pages/manage-account-page';
import { ManageBillingPage } from './pages/manage-billing-page';
import { MathProblemsPage } from './pages/math-problems-page';
import { MyProgressPage } from './pages/my-progress-page';
import { NotFoundPage } from './pages/not-found-page';
import { ParentContactPage } from './pages/parent-contact-page';
import { ParentDashboardPage } from './pages/parent-dashboard-page';
import { ParentLoginPage } from './pages/parent-login-page';
import { PaymentCanceledPage } from './pages/payment-canceled-page';
import { PaymentSuccessPage } from './pages/payment-success-page';
import { PracticeProblemsPage } from './pages/practice-problems-page';
import { PricingPage } from './pages/pricing-page';
import { PrivacyPage } from './pages/privacy-page';
import { RegisterPage } from './pages/register-page';
import { ReportCardsPage } from './pages/report-cards-page';
import { StudentDashboardPage } from './pages/student-dashboard-page';
import { StudentLoginPage } from './pages/student-login-page';
import { SubscriptionSuccessPage } from './pages/subscription-success-page';
import { TermsPage } from './pages/terms-page';
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
    element: <MarketingLayout />,
    children: [
      {
        path: 'faq',
        element: <FaqPage />,
        handle: { parentNav: true } satisfies MarketingRouteHandle,
      },
      { path: 'about', element: <AboutPage /> },
      { path: 'blog', element: <BlogPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'terms', element: <TermsPage /> },
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
