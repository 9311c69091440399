import { useState } from 'react';
import { Link } from '@optio/router';
import { serverMessage, downloadAuthorized } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, Checkbox, FormError } from '@optio/ui';
import { PillarTag } from '../components/PillarTag';
import { useDeletePortfolioItem } from '../records/api/deletePortfolioItem';
import { formatDay } from '../records/format';
import { useSetItemVisibility } from '../records/api/setItemVisibility';
import type { PortfolioItem } from '../records/api/types';

/** One accepted portfolio item: what it is, its evidence, and "show in public portfolio". */
export function PortfolioItemRow({ item }: { item: PortfolioItem }) {
  const { t, i18n } = useTranslation('records');
  const visibility = useSetItemVisibility();
  const remove = useDeletePortfolioItem();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const files = [
    ...(item.file && item.file_url ? [{ name: item.file.name, url: item.file_url }] : []),
    ...item.evidence
      .filter((e) => e.file && e.file_url)
      .map((e) => ({ name: e.file!.name, url: e.file_url! })),
  ];
  const texts = item.evidence.filter((e) => e.text).map((e) => e.text!);
  const download = (url: string, name: string) => {
    setDownloadError(null);
    downloadAuthorized(url, name).catch(setDownloadError);
  };
  return (
    <li className="student-panel student-rec-item" id={`portfolio-item-${item.id}`}>
      <h3 className="student-rec-card__title">{item.title}</h3>
      <p className="student-pillar-list">
        {item.pillar && <PillarTag pillar={item.pillar} />}
        <span className="student-tag">{t(`portfolio.source.${item.source}`)}</span>
        {item.confidential && <span className="student-tag">{t('portfolio.confidential')}</span>}
        <span className="student-muted">{formatDay(item.date, i18n.language)}</span>
      </p>
      {item.quest && (
        <p className="student-muted">
          {t('portfolio.fromQuest')} <Link to={`/quests/${item.quest.id}`}>{item.quest.title}</Link>
        </p>
      )}
      {item.held && (
        <div className="student-held" role="note">
          <p className="student-held__title">{t('portfolio.heldTitle')}</p>
          <p>{t('portfolio.held')}</p>
        </div>
      )}
      {item.description && item.source !== 'task' && <p>{item.description}</p>}
      {texts.map((text, i) => (
        <p key={i} className="student-rec-evidence">
          {text}
        </p>
      ))}
      {item.link_url && (
        <p>
          <a href={item.link_url} target="_blank" rel="noreferrer noopener">
            {item.link_url}
            <span className="student-visually-hidden"> {t('visibility.newTab')}</span>
          </a>
        </p>
      )}
      {files.length > 0 && (
        <ul className="student-rec-files">
          {files.map((f) => (
            <li key={f.url}>
              <button
                type="button"
                className="student-link-button"
                onClick={() => download(f.url, f.name)}
              >
                {t('portfolio.downloadFile', { name: f.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {downloadError !== null && (
        <FormError>{serverMessage(downloadError) ?? t('common.tryAgain')}</FormError>
      )}
      <Checkbox
        label={t('portfolio.showPublic', { title: item.title })}
        hint={
          item.confidential
            ? t('portfolio.confidentialHint')
            : item.held
              ? t('portfolio.heldHint')
              : undefined
        }
        checked={item.is_public && !item.confidential && !item.held}
        disabled={item.confidential || item.held || visibility.isPending}
        onChange={(e) => visibility.mutate({ id: item.id, isPublic: e.target.checked })}
      />
      {item.source === 'upload' && (
        <Button variant="ghost" onClick={() => remove.mutate(item.id)} loading={remove.isPending}>
          {t('portfolio.remove', { title: item.title })}
        </Button>
      )}
      {(visibility.isError || remove.isError) && (
        <FormError>
          {serverMessage(visibility.error ?? remove.error) ?? t('common.saveFailed')}
        </FormError>
      )}
    </li>
  );
}
