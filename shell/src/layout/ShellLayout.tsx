import type { ReactNode } from 'react';
import { useTranslation } from '@optio/i18n';
import { useSession } from '@optio/session';
import { Footer } from './Footer';
import { ScrollToTop } from './ScrollToTop';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

export function ShellLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  return (
    <div className={user ? 'shell shell--with-menu' : 'shell'}>
      <a href="#main-content" className="shell-skiplink">
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <TopBar />
      <div className="shell-body">
        <SideMenu />
        <main id="main-content" tabIndex={-1} className="shell-main">
          {children}
        </main>
      </div>
      <Footer />
    </div>
  );
}
