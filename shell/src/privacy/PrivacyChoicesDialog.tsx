import { useId, useState, type FormEvent } from 'react';
import type { PrivacyChoice } from '@optio/contracts/leads';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Link } from '@optio/router';
import { Alert, Button, FormError, Modal, notify } from '@optio/ui';
import { useSetPrivacyChoice } from './api/setPrivacyChoice';
import { browserRefuses, storedChoice } from './choice';

const OPTIONS: readonly PrivacyChoice[] = ['essential', 'campaigns'];

/**
 * What the site keeps, in plain words, and the visitor's choice. Before any choice the campaign
 * cookie is allowed (what the API does), so that is what the dialog shows; a browser that sends
 * Global Privacy Control or Do Not Track is honoured whatever is chosen here.
 */
export function PrivacyChoicesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const formId = `privacy-choice${useId().replace(/:/g, '')}`;
  const signal = browserRefuses(navigator);
  const [choice, setChoice] = useState<PrivacyChoice>(() =>
    signal ? 'essential' : (storedChoice(document.cookie) ?? 'campaigns'),
  );
  const save = useSetPrivacyChoice({
    onSuccess: () => {
      notify.success(t('privacy.saved'));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('privacy.title')}
      className="shell-privacy"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('privacy.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={save.isPending}
            loadingLabel={t('privacy.saving')}
          >
            {t('privacy.save')}
          </Button>
        </>
      }
    >
      <p>{t('privacy.essentialText')}</p>
      <p>{t('privacy.campaignText')}</p>
      <p>{t('privacy.noTrackers')}</p>
      {signal && <Alert tone="info">{t('privacy.signal')}</Alert>}
      <form id={formId} onSubmit={submit} noValidate>
        <fieldset className="shell-privacy__choices">
          <legend>{t('privacy.legend')}</legend>
          {OPTIONS.map((option) => (
            <label key={option} className="shell-privacy__option">
              <input
                type="radio"
                name="privacy-choice"
                value={option}
                checked={choice === option}
                disabled={signal && option !== 'essential'}
                onChange={() => setChoice(option)}
              />
              <span>
                <strong>{t(`privacy.${option}`)}</strong>
                <span className="shell-privacy__hint">{t(`privacy.${option}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <FormError
          message={save.isError ? (serverMessage(save.error) ?? t('privacy.failed')) : undefined}
        />
      </form>
      <p>
        <Link to="/privacy" onClick={onClose}>
          {t('privacy.policy')}
        </Link>
      </p>
    </Modal>
  );
}
