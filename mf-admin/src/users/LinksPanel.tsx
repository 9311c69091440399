import { useDeferredValue, useState, type FormEvent } from 'react';
import type { Role } from '@optio/contracts';
import { serverMessage } from '@optio/api-client';
import { useTranslation } from '@optio/i18n';
import { Button, FormError, SelectField, TextField, notify } from '@optio/ui';
import { STAFF_NS } from '../staff-i18n';
import type { AdminPerson as Person, UserDetail } from '@optio/contracts/admin';
import { assignAdvisor } from './api/assignAdvisor';
import { useUsers } from './api/getUsers';
import { linkParent } from './api/linkParent';
import { unassignAdvisor } from './api/unassignAdvisor';
import { unlinkParent } from './api/unlinkParent';
import { useUserAction } from './api/useUserAction';
import type { MessageResponse } from '@optio/contracts/common';

interface LinkKind {
  key: 'advisors' | 'students' | 'parents' | 'children';
  /** The role of the people on the other side of the link. */
  other: Role;
  add: (me: string, other: string) => Promise<unknown>;
  remove: (me: string, other: string) => Promise<unknown>;
}

const KINDS: Record<string, LinkKind[]> = {
  student: [
    {
      key: 'advisors',
      other: 'advisor',
      add: (me, o) => assignAdvisor(o, me),
      remove: (me, o) => unassignAdvisor(o, me),
    },
    {
      key: 'parents',
      other: 'parent',
      add: (me, o) => linkParent(o, me),
      remove: (me, o) => unlinkParent(o, me),
    },
  ],
  advisor: [
    {
      key: 'students',
      other: 'student',
      add: (me, o) => assignAdvisor(me, o),
      remove: (me, o) => unassignAdvisor(me, o),
    },
  ],
  parent: [
    {
      key: 'children',
      other: 'student',
      add: (me, o) => linkParent(me, o),
      remove: (me, o) => unlinkParent(me, o),
    },
  ],
};

/** Advisor assignments and parent–child links of one user, by their role. */
export function LinksPanel({ detail, canEdit }: { detail: UserDetail; canEdit: boolean }) {
  const kinds = KINDS[detail.user.role] ?? [];
  return (
    <>
      {kinds.map((kind) => (
        <LinkList key={kind.key} kind={kind} detail={detail} canEdit={canEdit} />
      ))}
    </>
  );
}

function LinkList({
  kind,
  detail,
  canEdit,
}: {
  kind: LinkKind;
  detail: UserDetail;
  canEdit: boolean;
}) {
  const { t } = useTranslation(STAFF_NS);
  const people: Person[] = detail[kind.key];
  const me = detail.user.id;
  const remove = useUserAction((other: string) => kind.remove(me, other));
  const add = useUserAction((other: string) => kind.add(me, other));
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState('');
  const deferred = useDeferredValue(search.trim());
  const candidates = useUsers({ search: deferred, role: kind.other, tier: '', page: 1 });
  const error = remove.error ?? add.error;
  const linked = new Set(people.map((p) => p.id));
  const options = (candidates.data?.items ?? [])
    .filter((u) => !linked.has(u.id))
    .map((u) => ({ value: u.id, label: `${u.first_name} ${u.last_name} (${u.email})` }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!choice) return;
    add.mutate(choice, {
      onSuccess: (res) => {
        notify.success((res as MessageResponse).message);
        setChoice('');
      },
    });
  };

  return (
    <section className="admin-panel" aria-labelledby={`links-${kind.key}`}>
      <h2 id={`links-${kind.key}`}>{t(`links.${kind.key}`)}</h2>
      <FormError message={error ? (serverMessage(error) ?? t('user.failed')) : undefined} />
      {people.length === 0 ? (
        <p>{t('links.none')}</p>
      ) : (
        <ul className="admin-list">
          {people.map((p) => (
            <li key={p.id}>
              <span>
                {p.first_name} {p.last_name} <span className="admin-muted">{p.email}</span>
              </span>
              {canEdit && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    remove.mutate(p.id, { onSuccess: () => notify.success(t('links.removed')) })
                  }
                  aria-label={t('links.remove', { name: `${p.first_name} ${p.last_name}` })}
                >
                  {t('links.removeShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form className="admin-form admin-form--inline" onSubmit={submit} noValidate>
          <TextField
            label={t(`links.find.${kind.other}`)}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
          />
          <SelectField
            label={t(`links.choose.${kind.other}`)}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
            options={options}
            placeholder={t('links.pick')}
          />
          <Button type="submit" loading={add.isPending} disabled={!choice}>
            {t(`links.add.${kind.key}`)}
          </Button>
        </form>
      )}
    </section>
  );
}
