import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import { cx } from './cx';

/** One button of a family-link row (approve, decline, cancel, remove…). */
export interface FamilyLinkAction {
  label: ReactNode;
  /** Names the button for a screen reader when `label` alone is ambiguous ("Approve Ana"). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  onClick: () => void;
  loading?: boolean;
  loadingLabel?: ReactNode;
}

/** One family link: who or what it is, when, and what the reader can do about it. */
export interface FamilyLinkItem {
  id: string;
  text: ReactNode;
  /** Shown small after the text (a date, "since 3 May 2026"). */
  date?: ReactNode;
  actions?: FamilyLinkAction[];
}

export interface FamilyLinkListProps {
  items: FamilyLinkItem[];
  className?: string;
  'data-testid'?: string;
}

/**
 * The list of a student's or a parent's family links (linked people, invitations sent and
 * received, requests to approve), each row with its actions. The strings come from the caller,
 * so each remote keeps its own wording and namespace.
 */
export function FamilyLinkList({ items, className, 'data-testid': testId }: FamilyLinkListProps) {
  return (
    <ul className={cx('optio-family-links', className)} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="optio-family-links__row">
          <span>
            {item.text}
            {item.date !== undefined && (
              <>
                {' '}
                <small>{item.date}</small>
              </>
            )}
          </span>
          {item.actions && item.actions.length > 0 && (
            <span className="optio-family-links__actions">
              {item.actions.map((a, i) => (
                <Button
                  key={i}
                  variant={a.variant}
                  onClick={a.onClick}
                  aria-label={a.ariaLabel}
                  loading={a.loading}
                  loadingLabel={a.loadingLabel}
                >
                  {a.label}
                </Button>
              ))}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
