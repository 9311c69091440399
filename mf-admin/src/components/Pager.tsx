import { Button } from '@optio/ui';

export interface PagerProps {
  /** The navigation's accessible name. */
  label: string;
  page: number;
  pages: number;
  /** A page is loading: both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 5", announced when it changes. */
  status: string;
}

/** Previous / next buttons and the page status under an admin table. */
export function Pager(props: PagerProps) {
  const { page, pages, busy, onPage } = props;
  return (
    <nav className="admin-pager" aria-label={props.label}>
      <Button
        variant="secondary"
        onClick={() => onPage(Math.max(1, page - 1))}
        disabled={page <= 1 || busy}
      >
        {props.previousLabel}
      </Button>
      <span aria-live="polite">{props.status}</span>
      <Button variant="secondary" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
        {props.nextLabel}
      </Button>
    </nav>
  );
}
