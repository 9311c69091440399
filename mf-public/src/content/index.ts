import type { LocalizedPage } from './types';

type Loader = () => Promise<{ default: LocalizedPage }>;

/**
 * Every long-form page, each in its own lazily loaded chunk so none of this text weighs on the
 * landing page. Add a page: write its content file, add a loader here and a route in App.tsx.
 */
export const CONTENT_PAGES = {
  promo: () => import('./promo/index'),
  'promo-credit-tracker': () => import('./promo/credit-tracker'),
  'promo-homeschool-portfolio': () => import('./promo/homeschool-portfolio'),
  'promo-teacher-consultation': () => import('./promo/teacher-consultation'),
  consultation: () => import('./consultation'),
  terms: () => import('./legal/terms'),
  privacy: () => import('./legal/privacy'),
  'academy-agreement': () => import('./academy/agreement'),
  'academy-handbook': () => import('./academy/handbook'),
} satisfies Record<string, Loader>;

export type ContentPageId = keyof typeof CONTENT_PAGES;
