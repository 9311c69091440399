import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { PrivacyChoices } from '../privacy/PrivacyChoices';
import { useSiteSettings } from '../settings/api/getSiteSettings';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from './ThemeSwitcher';

export function Footer() {
  const { t } = useTranslation('shell');
  const siteName = useSiteSettings().data?.site_name || 'Optio';
  return (
    <footer className="shell-footer">
      <p>{t('footer.copyright', { year: new Date().getFullYear(), siteName })}</p>
      <nav aria-label={t('footer.legal')}>
        <Link to="/terms">{t('footer.terms')}</Link>
        <Link to="/privacy">{t('footer.privacy')}</Link>
      </nav>
      <div className="shell-footer-settings">
        <LanguageSwitcher />
        <ThemeSwitcher />
        <PrivacyChoices />
      </div>
    </footer>
  );
}
