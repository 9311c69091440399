import { Navigate, Route, Routes } from '@optio/router';
import { registerNamespace } from '@optio/i18n';
import { DemoGuard } from './components/DemoGuard';
import { en } from './locales/en';
import { es } from './locales/es';

registerNamespace('demo', { en, es });

/** Mounted by the shell under its root splat route: paths here are relative to "/". */
export default function App() {
  return (
    <Routes>
      <Route path="demo/*" element={<DemoGuard />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
