import type { ReactNode } from 'react';
import { toast } from './toast';

/** product.md §9: toasts of the journey screens sit bottom-right (the container groups by position). */
const bottomRight = { position: 'bottom-right' } as const;

export const journeyToast = {
  success: (message: ReactNode) => toast.success(message, bottomRight),
  error: (message: ReactNode) => toast.error(message, bottomRight),
  info: (message: ReactNode) => toast.info(message, bottomRight),
  warning: (message: ReactNode, toastId?: string) =>
    toast.warning(message, { ...bottomRight, toastId }),
};
