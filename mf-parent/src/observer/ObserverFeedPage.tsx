import { useState, type FormEvent } from 'react';
import { serverFieldErrors, serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Alert, Button, QueryState, SelectField, TextArea } from '@optio/ui';
import { useCheer } from '../api/cheer';
import { useEncourage } from '../api/encourage';
import { useObservedStudents } from '../api/getObservedStudents';
import { useObserverFeed } from '../api/getObserverFeed';
import type { FeedItem } from '../api/types';
import { Section } from '../components/Section';
import { formatDate } from '../components/format';

function FeedCard({ item, studentId }: { item: FeedItem; studentId: string }) {
  const { t, i18n } = useTranslation('parent');
  const cheer = useCheer(studentId);
  return (
    <li className="parent-card parent-feed-item">
      <h3 className="parent-card__title">{item.title}</h3>
      <p className="parent-lead">
        {item.quest_title ?? t('feed.portfolio')} · {formatDate(item.at, i18n.language)}
        {item.pillar && ` · ${t(`pillars.${item.pillar}`)}`}
        {item.xp !== null && ` · ${t('common.xp', { count: item.xp })}`}
      </p>
      {item.evidence.map((e, i) =>
        e.kind === 'text' ? (
          <p key={i} className="parent-pre">
            {e.text}
          </p>
        ) : (
          <p key={i}>
            <a href={e.url ?? '#'} target="_blank" rel="noopener noreferrer nofollow">
              {e.url}
            </a>
          </p>
        ),
      )}
      {item.kind === 'portfolio' && item.description && (
        <p className="parent-pre">{item.description}</p>
      )}
      <p className="parent-actions">
        <Button
          variant={item.cheered_by_me ? 'secondary' : 'primary'}
          disabled={item.cheered_by_me}
          loading={cheer.isPending}
          onClick={() => cheer.mutate({ item_kind: item.kind, item_id: item.id })}
          aria-label={t('feed.cheerFor', { title: item.title })}
        >
          {item.cheered_by_me ? t('feed.cheered') : t('feed.cheer')}
        </Button>
        <span>{t('feed.cheers', { count: item.cheers })}</span>
      </p>
      {cheer.error && (
        <Alert tone="error">{serverMessage(cheer.error) ?? t('common.tryAgainLater')}</Alert>
      )}
    </li>
  );
}

function EncouragementForm({ studentId, name }: { studentId: string; name: string }) {
  const { t } = useTranslation('parent');
  const encourage = useEncourage(studentId);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<{ held: boolean; category: string } | null>(null);
  const fieldError = encourage.error ? serverFieldErrors(encourage.error).message : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSent(null);
    encourage.mutate(message, {
      onSuccess: (res) => {
        setSent({ held: res.held, category: res.held_categories[0] ?? 'other' });
        setMessage('');
      },
    });
  };
  return (
    <Section title={t('feed.encourageTitle', { name })}>
      <form onSubmit={submit} noValidate className="parent-form">
        <TextArea
          label={t('feed.message')}
          hint={t('feed.messageHint')}
          rows={3}
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          error={fieldError}
        />
        {encourage.error && !fieldError && (
          <Alert tone="error">{serverMessage(encourage.error) ?? t('common.tryAgainLater')}</Alert>
        )}
        {sent && !sent.held && <Alert tone="success">{t('feed.sent', { name })}</Alert>}
        {sent?.held && (
          <Alert tone="warning" title={t('feed.heldTitle')}>
            {t('feed.held', {
              name,
              reason: t(`feed.heldReasons.${sent.category}`, {
                defaultValue: t('feed.heldReasons.other'),
              }),
            })}
          </Alert>
        )}
        <Button type="submit" loading={encourage.isPending} loadingLabel={t('common.sending')}>
          {t('feed.send')}
        </Button>
      </form>
    </Section>
  );
}

/** The observer's screen: the followed child's shared work, cheers and encouragement. */
export function ObserverFeedPage() {
  const { t } = useTranslation('parent');
  const students = useObservedStudents();
  const [chosen, setChosen] = useState<string>('');
  const studentId = chosen || students.data?.[0]?.id;
  const feed = useObserverFeed(studentId);
  return (
    <section className="parent-page" aria-labelledby="feed-title">
      <h1 id="feed-title">{t('feed.title')}</h1>
      <p className="parent-lead">{t('feed.lead')}</p>
      <QueryState
        isLoading={students.isPending}
        error={students.error}
        onRetry={() => void students.refetch()}
      />
      {students.data?.length === 0 && <p>{t('feed.noStudents')}</p>}
      {students.data && students.data.length > 1 && (
        <SelectField
          label={t('feed.choose')}
          options={students.data.map((s) => ({
            value: s.id,
            label: `${s.first_name} ${s.last_name}`,
          }))}
          value={studentId}
          onChange={(e) => setChosen(e.target.value)}
        />
      )}
      {studentId && (
        <>
          <QueryState
            isLoading={feed.isPending}
            error={feed.error}
            onRetry={() => void feed.refetch()}
          />
          {feed.data && (
            <>
              <EncouragementForm studentId={studentId} name={feed.data.student.first_name} />
              <h2>{t('feed.workOf', { name: feed.data.student.first_name })}</h2>
              {feed.data.items.length === 0 ? (
                <p>{t('feed.empty', { name: feed.data.student.first_name })}</p>
              ) : (
                <ul className="parent-evidence" data-testid="observer-feed">
                  {feed.data.items.map((item) => (
                    <FeedCard key={`${item.kind}-${item.id}`} item={item} studentId={studentId} />
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
