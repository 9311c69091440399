import type { ComponentProps } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';

/** SPEC §9: success 2 s, error 4 s, others 4 s; at most 20 at once, top-right. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000 } as const;
export const TOAST_LIMIT = 20;
export const TOAST_POSITION = 'top-right' as const;

export type ToasterProps = ComponentProps<typeof SonnerToaster>;

/** Mounted once, by the shell; every remote's `notify` calls land here (sonner is a singleton). */
export function Toaster(props: ToasterProps) {
  return (
    <SonnerToaster
      position={TOAST_POSITION}
      visibleToasts={TOAST_LIMIT}
      closeButton
      richColors
      duration={TOAST_DURATIONS.info}
      {...props}
    />
  );
}

export const notify = {
  success: (message: string) => toast.success(message, { duration: TOAST_DURATIONS.success }),
  error: (message: string) => toast.error(message, { duration: TOAST_DURATIONS.error }),
  info: (message: string) => toast.info(message, { duration: TOAST_DURATIONS.info }),
  dismiss: (id?: string | number) => toast.dismiss(id),
};
