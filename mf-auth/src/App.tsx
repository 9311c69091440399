import { Navigate, Route, Routes } from '@optio/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@optio/api-client';
import { registerNamespace } from '@optio/i18n';
import { AUTH_NAMESPACE } from './common/i18n';
import { en } from './locales/en';
import { es } from './locales/es';
import { LoginPage } from './login/LoginPage';
import { RegisterPage } from './register/RegisterPage';
import { ForgotPasswordPage } from './forgot-password/ForgotPasswordPage';
import { ResetPasswordPage } from './reset-password/ResetPasswordPage';
import { EmailVerificationPage } from './email-verification/EmailVerificationPage';
import { ParentalConsentPage } from './parental-consent/ParentalConsentPage';
import { RevokeConsentPage } from './parental-consent/RevokeConsentPage';
import './common/auth.css';

registerNamespace(AUTH_NAMESPACE, { en, es });

/**
 * mf-auth's exposed module. The shell mounts it under a splat route at the root, so these
 * relative paths match /login, /register, and so on.
 */
export default function AuthApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="email-verification" element={<EmailVerificationPage />} />
        <Route path="parental-consent" element={<ParentalConsentPage />} />
        <Route path="parental-consent/revoke" element={<RevokeConsentPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </QueryClientProvider>
  );
}
