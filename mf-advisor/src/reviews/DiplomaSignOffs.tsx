import { useState } from 'react';
import { serverMessage } from '@optio/api-client';
import type { DiplomaSignOff, ReviewQueue } from '@optio/contracts/records';
import { formatDate, useTranslation } from '@optio/i18n';
import { Alert, Button, Modal, notify } from '@optio/ui';
import { useSignOffDiploma } from './api/signOffDiploma';
import { DoneStatus } from './DoneStatus';

type ReadyDiploma = ReviewQueue['diplomas'][number];

/** One student whose reviewed credits meet the diploma: sign-off behind a confirmation. */
function DiplomaRow({
  diploma,
  signed,
  onSigned,
}: {
  diploma: ReadyDiploma;
  signed: DiplomaSignOff | undefined;
  onSigned: (s: DiplomaSignOff) => void;
}) {
  const { t } = useTranslation('advisor');
  const [confirming, setConfirming] = useState(false);
  const name = `${diploma.student.first_name} ${diploma.student.last_name}`;
  const signOff = useSignOffDiploma({
    onSuccess: (s) => {
      setConfirming(false);
      notify.success(t('reviews.diploma.toast', { name }));
      onSigned(s);
    },
  });
  const close = () => {
    signOff.reset();
    setConfirming(false);
  };
  return (
    <li className="advisor-review" data-testid="diploma-item">
      <h3 className="advisor-review__title">{name}</h3>
      <p>
        {t('reviews.diploma.credits', {
          earned: diploma.credits_earned,
          required: diploma.credits_required,
        })}
      </p>
      {signed ? (
        <DoneStatus tone="approved">
          {t(signed.accredited ? 'reviews.diploma.issuedAccredited' : 'reviews.diploma.issued', {
            name: diploma.student.first_name,
            date: formatDate(signed.issued_at),
          })}
        </DoneStatus>
      ) : (
        <Button
          onClick={() => setConfirming(true)}
          aria-label={t('reviews.diploma.signOffNamed', { name })}
        >
          {t('reviews.diploma.signOff')}
        </Button>
      )}
      <Modal
        open={confirming}
        onClose={close}
        title={t('reviews.diploma.confirmTitle', { name })}
        footer={
          <div className="advisor-actions">
            <Button
              loading={signOff.isPending}
              loadingLabel={t('reviews.sending')}
              onClick={() => signOff.mutate(diploma.student.id)}
            >
              {t('reviews.diploma.confirm')}
            </Button>
            <Button variant="secondary" onClick={close}>
              {t('reviews.cancel')}
            </Button>
          </div>
        }
      >
        {signOff.isError && (
          <Alert tone="error">{serverMessage(signOff.error) ?? t('reviews.tryAgainLater')}</Alert>
        )}
        <p>{t('reviews.diploma.explain', { name: diploma.student.first_name })}</p>
      </Modal>
    </li>
  );
}

/**
 * Diplomas waiting for this advisor's sign-off. Signing issues the diploma; the server marks it
 * accredited when the student's plan allows it (an advisor's sign-off is the one that can).
 */
export function DiplomaSignOffs({ diplomas }: { diplomas: ReviewQueue['diplomas'] }) {
  const { t } = useTranslation('advisor');
  const [signed, setSigned] = useState<Record<string, { row: ReadyDiploma; s: DiplomaSignOff }>>(
    {},
  );
  // A signed diploma leaves the server's list; it stays here, shown as issued.
  const rows = [
    ...diplomas.filter((d) => !signed[d.student.id]),
    ...Object.values(signed).map((x) => x.row),
  ];
  return (
    <section className="advisor-panel" aria-labelledby="diplomas-title">
      <h2 id="diplomas-title">{t('reviews.diploma.title')}</h2>
      {rows.length === 0 ? (
        <p>{t('reviews.diploma.none')}</p>
      ) : (
        <ul className="advisor-reviews">
          {rows.map((d) => (
            <DiplomaRow
              key={d.student.id}
              diploma={d}
              signed={signed[d.student.id]?.s}
              onSigned={(s) => setSigned((prev) => ({ ...prev, [d.student.id]: { row: d, s } }))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
