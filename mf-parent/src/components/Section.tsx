import { useId, type ReactNode } from 'react';

/** A titled card region (its heading names it for screen readers). */
export function Section({
  title,
  children,
  className,
  level = 3,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`parent-card ${className ?? ''}`} aria-labelledby={id}>
      <Heading id={id} className="parent-card__title">
        {title}
      </Heading>
      {children}
    </section>
  );
}
