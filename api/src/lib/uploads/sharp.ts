import { lazyModule } from '../lazy-module';

// The package's CommonJS entry is the function itself (its types describe the ESM default).
type Sharp = typeof import('sharp').default;

const load = lazyModule<Sharp>('sharp');
let configured = false;

/**
 * sharp (libvips), loaded with the first image handled: uploads re-encode images and the
 * evaluator portfolio makes thumbnails, so a server that does neither keeps libvips unmapped.
 */
export function sharp(): Sharp {
  const module = load();
  if (!configured) {
    // Each image is read once: libvips' operation cache would only hold decoded pixels we never reuse.
    module.cache(false);
    configured = true;
  }
  return module;
}
