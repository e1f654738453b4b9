import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { ForgotPasswordPage, SetPasswordPage } from 'ra-supabase';
import { AuthProvider } from './auth/AuthContext';
import { LoginScreen } from './auth/LoginScreen';
import { SignUpPage } from './auth/SignUpPage';
import { Dashboard } from './dashboard/Dashboard';
import { AdminLayout } from './layout/AdminLayout';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { supabaseClient } from './providers/supabaseClient';
import { callbacksOf, resourceRegistry, tablesOf } from './resources/registry';

const dataProvider = createDataProvider({
  tables: tablesOf(resourceRegistry),
  callbacks: callbacksOf(resourceRegistry, supabaseClient),
});

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
          <Route path="/set-password" element={<SetPasswordPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/sign-up" element={<SignUpPage />} />
        </CustomRoutes>
        {resourceRegistry.map((entry) => (
          <Resource
            key={entry.name}
            name={entry.name}
            icon={entry.icon}
            list={entry.views.list}
            create={entry.views.create}
            edit={entry.views.edit}
            show={entry.views.show}
            recordRepresentation={entry.views.recordRepresentation}
          />
        ))}
      </Admin>
    </AuthProvider>
  );
}
