import { useEffect, useState } from 'react';
import { getBlob } from '@optio/api-client';

/**
 * The avatar as an object URL: the image route needs the bearer token, which an <img> cannot
 * send, so it is fetched through getBlob. `version` changes when a new avatar is uploaded.
 */
export function useAvatarUrl(path: string | null, version: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!path) {
      setUrl(null);
      return undefined;
    }
    let objectUrl: string | null = null;
    let live = true;
    getBlob(path).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => live && setUrl(null),
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, version]);
  return url;
}
