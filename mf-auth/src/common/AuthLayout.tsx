import { useEffect, useId, type ReactNode } from 'react';
import { Card } from '@optio/ui';
import { useAuthTranslation } from './i18n';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card every auth screen sits in; the shell draws the top bar around it. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useAuthTranslation();
  const headingId = `auth-title${useId().replace(/:/g, '')}`;
  useEffect(() => {
    document.title = `${title} · ${t('common.titleSuffix')}`;
  }, [title, t]);
  return (
    <div className="auth-page">
      <Card narrow className="auth-card">
        <section aria-labelledby={headingId}>
          <h1 id={headingId} className="auth-title">
            {title}
          </h1>
          {subtitle && <p className="auth-subtitle">{subtitle}</p>}
          {children}
        </section>
      </Card>
    </div>
  );
}
