import { useEffect, useState } from 'react';

/**
 * The rendered width of an element, kept current as it resizes. Charts draw their SVG in these
 * pixels (viewBox = real width), so a 12 px label stays 12 px on a phone instead of being scaled
 * down with the whole picture. Until measured (and where ResizeObserver is missing) it is
 * `fallback`. Returns a callback ref, so an element that mounts later is measured too.
 */
export function useElementWidth<T extends Element>(
  fallback: number,
): [(node: T | null) => void, number] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  return [setNode, width];
}
