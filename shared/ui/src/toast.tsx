import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';

/** docs/product.md#toasts: success 2 s, error 4 s, others 4 s; at most 20 at once, top-right. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000 } as const;
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-right' as const;

export type ToasterProps = ComponentProps<typeof SonnerToaster>;

// The toast library is fetched with the first toast, not with every page: most page loads never
// show one, and the landing page has a tight JavaScript budget.
let sonner: Promise<typeof import('sonner')> | null = null;
// Its stylesheet comes as a file (the build strips sonner's inline <style>, refused by the CSP).
const loadSonner = () =>
  (sonner ??= Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([m]) => m));

let wanted = false;
const wantListeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function want(): Promise<typeof import('sonner')> {
  if (!wanted) {
    wanted = true;
    wantListeners.forEach((listener) => listener());
  }
  // A toast raised before the toaster subscribed would be lost, so wait for it to mount.
  return mounted.then(loadSonner);
}

function MountSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

const LazyToaster = lazy(async () => {
  const { Toaster: Sonner } = await loadSonner();
  return {
    default: (props: ToasterProps) => (
      <>
        <Sonner {...props} />
        <MountSignal />
      </>
    ),
  };
});

/** Mounted once, by the shell; every remote's `notify` calls land here (it is a singleton). */
export function Toaster(props: ToasterProps) {
  const [active, setActive] = useState(wanted);
  useEffect(() => {
    const activate = () => setActive(true);
    if (wanted) activate();
    wantListeners.add(activate);
    return () => {
      wantListeners.delete(activate);
    };
  }, []);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster
        position={TOAST_POSITION}
        visibleToasts={TOAST_LIMIT}
        closeButton
        richColors
        duration={TOAST_DURATIONS.info}
        {...props}
      />
    </Suspense>
  );
}

export const notify = {
  success: (message: string) =>
    void want().then(({ toast }) => toast.success(message, { duration: TOAST_DURATIONS.success })),
  error: (message: string) =>
    void want().then(({ toast }) => toast.error(message, { duration: TOAST_DURATIONS.error })),
  info: (message: string) =>
    void want().then(({ toast }) => toast.info(message, { duration: TOAST_DURATIONS.info })),
  dismiss: (id?: string | number) => void want().then(({ toast }) => toast.dismiss(id)),
};
