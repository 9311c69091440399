import { useEffect, useState } from 'react';
import { Link, useLocation } from '@optio/router';
import { useSession } from '@optio/session';
import { useTranslation } from '@optio/i18n';
import { Modal } from '@optio/ui';
import { activeMenuPath, menuFor } from './navigation';

/**
 * The side menu on a phone: a button in the top bar opens the same entries in a drawer (the UI
 * kit's modal: focus moved in and trapped, Esc closes, focus returns to the button), plus the
 * user's name and Logout, which the phone's top bar has no room for.
 */
export function NavDrawer({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation (an entry, the browser's back button) closes it.
  useEffect(() => setOpen(false), [pathname]);
  if (!user) return null;
  const entries = menuFor(user.role);
  const active = activeMenuPath(entries, pathname);
  return (
    <>
      <button
        type="button"
        className="shell-menubutton"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span className="shell-menubutton__bars" aria-hidden="true" />
        <span className="shell-menubutton__label">{t('nav.menu')}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('nav.menu')}
        variant="drawer"
        className="shell-drawer"
      >
        <Link to="/profile" className="shell-drawer__user" onClick={() => setOpen(false)}>
          {user.first_name} {user.last_name}
        </Link>
        <nav aria-label={t('nav.menu')}>
          <ul className="shell-drawer__list">
            {entries.map((entry) => (
              <li key={`${entry.to}:${entry.labelKey}`}>
                <Link
                  to={entry.to}
                  className={entry.to === active ? 'active' : undefined}
                  aria-current={entry.to === active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="shell-button shell-button--secondary shell-drawer__logout"
          onClick={() => {
            setOpen(false);
            onLogout();
          }}
        >
          {t('nav.logout')}
        </button>
      </Modal>
    </>
  );
}
