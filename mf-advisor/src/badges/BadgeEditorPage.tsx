import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { PILLARS } from '@optio/contracts';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Link, useNavigate, useParams } from '@optio/router';
import {
  Button,
  Checkbox,
  FormError,
  notify,
  QueryState,
  SelectField,
  TextArea,
  TextField,
} from '@optio/ui';
import { useBadge } from '../api/getBadge';
import { useSaveBadge } from '../api/saveBadge';
import { BadgeCard } from './BadgeCard';
import {
  EMPTY_BADGE,
  fromBadge,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  validateBadge,
  type BadgeFormValues,
} from './badgeForm';
import { QuestPicker } from './QuestPicker';

/** /advisor/badges/create and /advisor/badges/{badgeId}/edit */
export function BadgeEditorPage() {
  const { badgeId } = useParams();
  const { t } = useTranslation('advisor');
  const existing = useBadge(badgeId);
  const [values, setValues] = useState<BadgeFormValues | null>(badgeId ? null : EMPTY_BADGE);

  useEffect(() => {
    if (existing.data && !values) setValues(fromBadge(existing.data));
  }, [existing.data, values]);

  const title = badgeId ? t('editor.editTitle') : t('editor.createTitle');
  return (
    <section className="advisor-page" aria-labelledby="editor-title">
      <p>
        <Link to="/advisor">{t('editor.back')}</Link>
      </p>
      <h1 id="editor-title">{title}</h1>
      {badgeId && !values && (
        <QueryState
          isLoading={existing.isPending}
          error={existing.error}
          onRetry={() => void existing.refetch()}
        />
      )}
      {values && (
        <BadgeForm
          badgeId={badgeId}
          initial={values}
          imageUrl={existing.data?.image_url ?? null}
          claimCount={existing.data?.claim_count ?? 0}
        />
      )}
    </section>
  );
}

function BadgeForm({
  badgeId,
  initial,
  imageUrl,
  claimCount,
}: {
  badgeId: string | undefined;
  initial: BadgeFormValues;
  imageUrl: string | null;
  claimCount: number;
}) {
  const { t } = useTranslation('advisor');
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errorSummary = useRef<HTMLDivElement>(null);
  const save = useSaveBadge(badgeId);

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const set = <K extends keyof BadgeFormValues>(key: K, value: BadgeFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const serverFields = save.isError ? serverFieldErrors(save.error) : {};
  const fields = { ...serverFields, ...clientErrors };
  const formError =
    save.isError && Object.keys(serverFields).length === 0
      ? (serverMessage(save.error) ?? t('editor.failed'))
      : Object.keys(clientErrors).length > 0
        ? t('editor.fixErrors')
        : undefined;

  const chooseImage = (file: File | undefined) => {
    setImageError(undefined);
    if (!file) return setImage(null);
    if (!IMAGE_TYPES.includes(file.type)) return setImageError(t('editor.image.type'));
    if (file.size > IMAGE_MAX_BYTES) return setImageError(t('editor.image.size'));
    setImage(file);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateBadge(values);
    if (!checked.ok) {
      setClientErrors(checked.fields);
      errorSummary.current?.focus();
      return;
    }
    setClientErrors({});
    save.mutate(
      { input: checked.input, image },
      {
        onSuccess: (saved) => {
          notify.success(t('editor.saved', { name: saved.name }));
          navigate('/advisor');
        },
      },
    );
  };

  const pillarOptions = PILLARS.map((p) => ({ value: p, label: t(`pillars.${p}`) }));

  return (
    <div className="advisor-editor">
      <form className="advisor-form" onSubmit={submit} noValidate>
        <div ref={errorSummary} tabIndex={-1}>
          <FormError message={formError} />
        </div>
        {claimCount > 0 && (
          <p className="advisor-note">{t('editor.claimsKept', { count: claimCount })}</p>
        )}
        <TextField
          label={t('editor.name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          maxLength={100}
          required
          error={fields.name}
        />
        <TextArea
          label={t('editor.description')}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          rows={4}
          maxLength={2000}
          required
          error={fields.description}
        />
        <TextField
          label={t('editor.identity')}
          hint={t('editor.identityHint')}
          value={values.identity_statement}
          onChange={(e) => set('identity_statement', e.target.value)}
          maxLength={200}
          required
          error={fields.identity_statement}
        />
        <SelectField
          label={t('editor.pillar')}
          value={values.primary_pillar}
          onChange={(e) => set('primary_pillar', e.target.value)}
          options={pillarOptions}
          placeholder={t('editor.pillarPlaceholder')}
          required
          error={fields.primary_pillar}
        />
        <TextField
          label={t('editor.image.label')}
          hint={t('editor.image.hint')}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(e) => chooseImage(e.target.files?.[0])}
          error={imageError ?? fields.image}
        />
        <QuestPicker
          selected={values.quests}
          onChange={(quests) => set('quests', quests)}
          error={fields.quest_ids}
        />
        <div className="advisor-form__row">
          <TextField
            label={t('editor.minQuests')}
            type="number"
            inputMode="numeric"
            min={1}
            value={values.min_quests}
            onChange={(e) => set('min_quests', e.target.value)}
            required
            error={fields.min_quests}
          />
          <TextField
            label={t('editor.minXp')}
            type="number"
            inputMode="numeric"
            min={0}
            step={25}
            value={values.min_xp}
            onChange={(e) => set('min_xp', e.target.value)}
            required
            error={fields.min_xp}
          />
        </div>
        <Checkbox
          label={t('editor.active')}
          hint={t('editor.activeHint')}
          checked={values.is_active}
          onChange={(e) => set('is_active', e.target.checked)}
        />
        <Button type="submit" loading={save.isPending} loadingLabel={t('editor.saving')}>
          {badgeId ? t('editor.saveChanges') : t('editor.create')}
        </Button>
      </form>
      <aside className="advisor-preview" aria-labelledby="preview-title">
        <h2 id="preview-title">{t('editor.preview.title')}</h2>
        <BadgeCard
          name={values.name.trim()}
          description={values.description.trim()}
          identity={values.identity_statement.trim()}
          pillar={values.primary_pillar}
          imageUrl={preview ?? imageUrl}
          minQuests={Number(values.min_quests) || 0}
          minXp={Number(values.min_xp) || 0}
          questCount={values.quests.length}
          active={values.is_active}
        />
      </aside>
    </div>
  );
}
