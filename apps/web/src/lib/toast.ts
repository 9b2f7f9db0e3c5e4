/**
 * The app's toasts. Always import from here: the unstyled build ships no inline <style> (our CSP
 * forbids them; its stylesheet is bundled in main.tsx), and one module instance must serve both
 * the container and the callers. A text toast is worded in the language shown (a server answer
 * arrives in English; `translateMessage`).
 */
import { toast as baseToast, type ToastContent, type ToastOptions } from 'react-toastify/unstyled';
import { translateMessage } from './i18n/locale';

export { ToastContainer } from 'react-toastify/unstyled';

const worded = <T>(content: ToastContent<T>): ToastContent<T> =>
  typeof content === 'string' ? translateMessage(content) : content;

type Show = <T = unknown>(
  content: ToastContent<T>,
  options?: ToastOptions<T>,
) => ReturnType<typeof baseToast>;
const wording =
  (show: Show): Show =>
  (content, options) =>
    show(worded(content), options);

export const toast = Object.assign(wording(baseToast), baseToast, {
  success: wording(baseToast.success),
  error: wording(baseToast.error),
  info: wording(baseToast.info),
  warning: wording(baseToast.warning),
  warn: wording(baseToast.warn),
});
