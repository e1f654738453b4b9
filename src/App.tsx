import { lazy, Suspense } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ForgotPasswordPage } from 'ra-supabase';
import { AuthProvider } from './auth/AuthContext';
import { LoginScreen } from './auth/LoginScreen';
import { Dashboard } from './dashboard/Dashboard';
import { AdminLayout } from './layout/AdminLayout';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { supabaseClient } from './providers/supabaseClient';
import { callbacksOf, resourceRegistry, searchesOf, tablesOf } from './resources/registry';
import { AccountPage } from './account/AccountPage';
import { SetPasswordScreen } from './account/SetPasswordScreen';
import { AdminsPage } from './admins/AdminsPage';
import { HistoryPage } from './history/HistoryPage';
import { withHistory } from './history/withHistory';

const SignUpPage = lazy(() => import('./auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));

const dataProvider = createDataProvider({
  tables: tablesOf(resourceRegistry),
  callbacks: callbacksOf(resourceRegistry, supabaseClient),
  searches: searchesOf(resourceRegistry),
});
const editViews = new Map(
  resourceRegistry.map((e) => [e.name, e.views.edit && withHistory(e.views.edit, e.table, e.name)]),
);

export function App() {
  return (
    <AuthProvider client={supabaseClient}>
      <Admin
        title="Admin Panel"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        loginPage={LoginScreen}
        layout={AdminLayout}
        dashboard={Dashboard}
        theme={theme}
        requireAuth
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path="/set-password" element={<SetPasswordScreen />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
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
          <Route path="/account/admins" element={<AdminsPage />} />
          <Route path="/history" element={<HistoryPage />} />
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
      </Admin>
    </AuthProvider>
  );
}
