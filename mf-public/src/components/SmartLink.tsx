import type { ReactNode } from 'react';
import { Link } from '@optio/router';

/** A router <Link> for paths inside the platform, a plain new-tab <a> for http(s) links. */
export function SmartLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  // Anything else (javascript:, data:, typos) is shown as text, never as a link.
  return <span className={className}>{children}</span>;
}
