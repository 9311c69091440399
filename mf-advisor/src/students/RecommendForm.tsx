import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, SelectField, TextField, notify } from '@optio/ui';
import { useRecommendBadge } from '../api/recommendBadge';

/** Recommend one of the active badges to the student, with an optional note. */
export function RecommendForm({
  studentId,
  firstName,
  badges,
}: {
  studentId: string;
  firstName: string;
  badges: { id: string; name: string; recommended: boolean }[];
}) {
  const { t } = useTranslation('advisor');
  const recommend = useRecommendBadge(studentId);
  const [badgeId, setBadgeId] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const open = badges.filter((b) => !b.recommended);
  const fields = recommend.isError ? serverFieldErrors(recommend.error) : {};
  const formError =
    recommend.isError && Object.keys(fields).length === 0
      ? (serverMessage(recommend.error) ?? t('recommend.failed'))
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!badgeId) return setMissing(true);
    setMissing(false);
    recommend.mutate(
      { badge_id: badgeId, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (res) => {
          notify.success(res.message);
          setBadgeId('');
          setNote('');
        },
      },
    );
  };

  return (
    <form
      className="advisor-form advisor-panel"
      onSubmit={submit}
      noValidate
      aria-labelledby="recommend-title"
    >
      <h2 id="recommend-title">{t('recommend.title', { name: firstName })}</h2>
      {open.length === 0 ? (
        <p>{t('recommend.noBadges')}</p>
      ) : (
        <>
          <FormError message={formError} />
          <SelectField
            label={t('recommend.badge')}
            value={badgeId}
            onChange={(e) => setBadgeId(e.target.value)}
            options={open.map((b) => ({ value: b.id, label: b.name }))}
            placeholder={t('recommend.choose')}
            required
            error={missing ? t('recommend.required') : fields.badge_id}
          />
          <TextField
            label={t('recommend.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            error={fields.note}
          />
          <Button type="submit" loading={recommend.isPending} loadingLabel={t('recommend.sending')}>
            {t('recommend.submit')}
          </Button>
        </>
      )}
    </form>
  );
}
