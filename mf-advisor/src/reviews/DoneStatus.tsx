import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What a decision did, shown where its buttons were. It takes the focus they had (the dialog
 * would return focus to a button that no longer exists) and is announced as a status.
 */
export function DoneStatus({
  tone,
  children,
}: {
  tone: 'approved' | 'returned';
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role="status"
      className={`advisor-review__done advisor-review__done--${tone}`}
      data-testid="review-done"
    >
      {children}
    </p>
  );
}
