/**
 * The app's toasts. Always import from here: the unstyled build ships no inline <style> (our CSP
 * forbids them; its stylesheet is bundled in main.tsx), and one module instance must serve both
 * the container and the callers.
 */
export { toast, ToastContainer } from 'react-toastify/unstyled';
