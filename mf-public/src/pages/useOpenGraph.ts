import { useEffect } from 'react';

export interface OpenGraph {
  title: string;
  description: string;
  type: 'profile' | 'article' | 'website';
  /** Absolute URL of the page (defaults to the current location without query or hash). */
  url?: string;
}

/**
 * Sets Open Graph and Twitter card tags while the page is mounted (link previews in messages
 * and social sites) and restores or removes them afterwards.
 */
export function useOpenGraph({ title, description, type, url }: OpenGraph): void {
  useEffect(() => {
    const pageUrl = url ?? `${window.location.origin}${window.location.pathname}`;
    const tags: [attr: 'property' | 'name', key: string, value: string][] = [
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:type', type],
      ['property', 'og:url', pageUrl],
      ['property', 'og:site_name', 'Optio'],
      ['name', 'twitter:card', 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
    ];
    const undo: (() => void)[] = [];
    for (const [attr, key, value] of tags) {
      let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
      if (meta) {
        const tag = meta;
        const previous = tag.content;
        undo.push(() => {
          tag.content = previous;
        });
      } else {
        meta = document.createElement('meta');
        meta.setAttribute(attr, key);
        document.head.appendChild(meta);
        const tag = meta;
        undo.push(() => tag.remove());
      }
      meta.content = value;
    }
    return () => undo.forEach((fn) => fn());
  }, [title, description, type, url]);
}
