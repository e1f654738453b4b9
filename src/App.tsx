import { lazy, Suspense, type ReactElement } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Loading, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext';
import { ForgotPasswordScreen } from './auth/ForgotPasswordScreen';
import { LoginScreen } from './auth/LoginScreen';
import { Dashboard } from './dashboard/Dashboard';
import { AdminLayout } from './layout/AdminLayout';
import { NotFoundPage } from './layout/NotFoundPage';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { createStore } from './providers/store';
import { supabaseClient } from './providers/supabaseClient';
import { callbacksOf, resourceRegistry, searchesOf, tablesOf } from './resources/registry';
import { lazyView } from './resources/lazyView';
import { preloadRecordHistory, withHistory } from './history/withHistory';
import { registryPrefetcher } from './resources/prefetchView';
import { setRecordPrefetcher } from './components/recordPrefetch';
import { RoleGate } from './components/RoleGate';
import { AccessDenied } from './layout/AccessDenied';

// The admin-team pages load on demand, like the resources' views: the sign-in page and dashboard stay small.
const AccountPage = lazyView(() => import('./account/AccountPage'), 'AccountPage');
const AdminsPage = lazyView(() => import('./admins/AdminsPage'), 'AdminsPage');
const HistoryPage = lazyView(() => import('./history/HistoryPage'), 'HistoryPage');
const LinkCheckPage = lazyView(() => import('./dashboard/LinkCheckPage'), 'LinkCheckPage');
const PersonalDataPage = lazyView(() => import('./privacy/PersonalDataPage'), 'PersonalDataPage');
const CardRulesPage = lazyView(() => import('./cardRules/CardRulesPage'), 'CardRulesPage');
const RetentionPage = lazyView(() => import('./retention/RetentionPage'), 'RetentionPage');
const RetentionRuleEdit = lazyView(() => import('./retention/RetentionRuleEdit'), 'RetentionRuleEdit');
const TermsOnDatePage = lazyView(() => import('./history/TermsOnDatePage'), 'TermsOnDatePage');
const SetPasswordScreen = lazyView(() => import('./account/SetPasswordScreen'), 'SetPasswordScreen');

const SignUpPage = lazy(() => import('./auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));

const dataProvider = createDataProvider({
  tables: tablesOf(resourceRegistry),
  callbacks: callbacksOf(resourceRegistry, supabaseClient),
  searches: searchesOf(resourceRegistry),
});
const store = createStore(i18nProvider);
export const queryClient = createQueryClient(supabaseClient.auth);
// The lists fetch the view their rows open ahead of a tap, an edit view with the history shown below it.
setRecordPrefetcher(registryPrefetcher(preloadRecordHistory));
const editViews = new Map(
  resourceRegistry.map((e) => [e.name, e.views.edit && withHistory(e.views.edit, e.table, e.name)]),
);

const toolPage = (resource: string, page: ReactElement) => (
  <RoleGate resource={resource} action="list" fallback={<AccessDenied />}>
    {page}
  </RoleGate>
);

export function App() {
  return (
    <AuthProvider client={supabaseClient}>
      {/* What react-admin's <Admin> renders, without its default English i18nProvider, which the first load
          would otherwise carry although the Swedish one replaces it (react-admin docs: AdminContext + AdminUI). */}
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={theme}
      >
        <AdminUI
          title="Admin Panel"
          loginPage={LoginScreen}
          layout={AdminLayout}
          dashboard={Dashboard}
          catchAll={NotFoundPage}
          requireAuth
          disableTelemetry
        >
          <CustomRoutes noLayout>
            <Route
              path="/set-password"
              element={
                <Suspense fallback={<Loading />}>
                  <SetPasswordScreen />
                </Suspense>
              }
            />
            <Route path="/forgot-password" element={<ForgotPasswordScreen />} />
            <Route
              path="/sign-up"
              element={
                <Suspense fallback={null}>
                  <SignUpPage />
                </Suspense>
              }
            />
          </CustomRoutes>
          <CustomRoutes>
            <Route path="/account" element={<AccountPage />} />
            {/* The tool pages, each for the roles that may use it (src/lib/access.ts). */}
            <Route path="/account/admins" element={toolPage('admins', <AdminsPage />)} />
            <Route path="/history" element={toolPage('history', <HistoryPage />)} />
            <Route path="/link-checks" element={toolPage('link-checks', <LinkCheckPage />)} />
            <Route path="/personal-data" element={toolPage('personal-data', <PersonalDataPage />)} />
            <Route path="/retention" element={toolPage('retention', <RetentionPage />)} />
            <Route path="/card-rules" element={toolPage('card-rules', <CardRulesPage />)} />
            <Route path="/retention/:id" element={toolPage('retention', <RetentionRuleEdit />)} />
            <Route path="/terms-on-date" element={toolPage('terms-on-date', <TermsOnDatePage />)} />
          </CustomRoutes>
          {resourceRegistry.map((entry) => (
            <Resource
              key={entry.name}
              name={entry.name}
              icon={entry.icon}
              list={entry.views.list}
              create={entry.views.create}
              edit={editViews.get(entry.name)}
              show={entry.views.show}
              recordRepresentation={entry.views.recordRepresentation}
            />
          ))}
        </AdminUI>
      </AdminContext>
    </AuthProvider>
  );
}
