import { useTranslation } from '@optio/i18n';
import { useLandingCopy } from '../landing/useLandingCopy';

/** The id the landing's "Read Our Full Philosophy" button names in data-opens. */
export const PHILOSOPHY_DIALOG_ID = 'pub-philosophy-dialog';

/**
 * The philosophy text as a native <dialog>, for the landing served without the app: the shell's
 * islands open it with showModal() (focus moves in and is trapped, Esc closes, the rest of the
 * page is inert) and close it from its close button or a click on the backdrop. The same text
 * as PhilosophyModal, which the running app shows instead.
 */
export function PhilosophyDialog() {
  const { t } = useTranslation('public');
  const copy = useLandingCopy();
  const titleId = `${PHILOSOPHY_DIALOG_ID}-title`;
  return (
    <dialog id={PHILOSOPHY_DIALOG_ID} className="pub-modal pub-dialog" aria-labelledby={titleId}>
      <div className="pub-modal__header">
        <h2 id={titleId}>{copy.modal.title}</h2>
        <button type="button" className="pub-modal__close" data-closes="">
          <span aria-hidden="true">×</span>
          <span className="pub-visually-hidden">{copy.modal.close}</span>
        </button>
      </div>
      <div className="pub-modal__body">
        {copy.modal.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        <a href="/demo" className="pub-btn pub-btn--primary">
          {t('common.tryDemo')}
        </a>
      </div>
    </dialog>
  );
}
