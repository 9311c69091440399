import type { RefObject } from 'react';
import { Link } from '@optio/router';
import { useTranslation } from '@optio/i18n';
import { useLandingCopy } from './useLandingCopy';
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
  const copy = useLandingCopy();
  return (
    <Modal
      title={copy.modal.title}
      closeLabel={copy.modal.close}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      {copy.modal.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      <Link to="/demo" className="pub-btn pub-btn--primary" onClick={onClose}>
        {t('common.tryDemo')}
      </Link>
    </Modal>
  );
}
