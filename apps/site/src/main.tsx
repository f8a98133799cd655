import { createApiClient } from '@mathcols/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import '@mathcols/react/styles.css';
import './styles/site.css';
import './styles/free-practice.css';
import './styles/accounts.css';
import './styles/student.css';
import './styles/assignments.css';
import './styles/extra-work.css';
import './styles/assignment-runner.css';
import './styles/practice.css';
import './styles/how-it-works.css';
import './styles/progress.css';
import './styles/report-cards.css';
import './styles/contact.css';
import './styles/marketing.css';
import './styles/billing.css';
import './styles/routing.css';
import { ApiClientProvider } from './api/api-client-context';
import { AppRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ApiClientProvider client={createApiClient()}>
      {/* Navigations render synchronously, so sign-out can clear the session and leave the
          signed-in page in one render (see useSignOut). */}
      <HashRouter useTransitions={false}>
        <AppRoutes />
      </HashRouter>
    </ApiClientProvider>
  </StrictMode>,
);
