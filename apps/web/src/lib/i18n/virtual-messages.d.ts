declare module 'virtual:messages/*' {
  import type { MessageFormatElement } from 'react-intl';

  /** A catalogue with each message parsed at build time (vite-icu-messages.ts). */
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
