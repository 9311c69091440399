import { useState } from 'react';
import { useTranslation } from '@optio/i18n';
import { PrivacyChoicesDialog } from './PrivacyChoicesDialog';

/** The footer's "Privacy choices": on every page, the prerendered landing included. */
export function PrivacyChoices() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="shell-footer-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {t('privacy.open')}
      </button>
      {/* Mounted only while open, so each opening reads the cookie afresh. */}
      {open && <PrivacyChoicesDialog onClose={() => setOpen(false)} />}
    </>
  );
}
