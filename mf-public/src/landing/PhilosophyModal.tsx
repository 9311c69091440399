import type { RefObject } from 'react';
import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { Modal } from '../components/Modal';

/** "Read Our Full Philosophy": loaded only when a visitor asks for it. */
export default function PhilosophyModal({
  onClose,
  returnFocusRef,
}: {
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('public');
  return (
    <Modal
      title={t('landing.modal.title')}
      closeLabel={t('landing.modal.close')}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <p>{t('landing.modal.p1')}</p>
      <p>{t('landing.modal.p2')}</p>
      <p>{t('landing.modal.p3')}</p>
      <p>{t('landing.modal.p4')}</p>
      <p>{t('landing.modal.demoLead')}</p>
      <Link to="/demo" className="pub-btn pub-btn--primary" onClick={onClose}>
        {t('common.tryDemo')}
      </Link>
    </Modal>
  );
}
