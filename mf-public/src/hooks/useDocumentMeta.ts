import { useEffect } from 'react';

/**
 * Sets document.title and <meta name="description"> while the calling page is mounted, and
 * restores what was there before when it unmounts (creating the meta tag if the page had none,
 * and removing it again afterwards).
 */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    return () => {
      document.title = previousTitle;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = description;
    const tag = meta;
    return () => {
      if (created) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}
