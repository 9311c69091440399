import type { ComponentProps } from 'react';
import { cx } from './cx';

export type CardProps = ComponentProps<'div'> & { narrow?: boolean };

/** A surface with the kit's border, radius and shadow; `narrow` centres it at about 440 px. */
export function Card({ narrow = false, className, ...rest }: CardProps) {
  return <div {...rest} className={cx('optio-card', narrow && 'optio-card--narrow', className)} />;
}
