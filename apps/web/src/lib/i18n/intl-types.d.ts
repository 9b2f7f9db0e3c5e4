import type { MessageId } from '@acp/shared';

declare global {
  namespace FormatjsIntl {
    /** Message ids are the catalogue's keys: a typo is a type error (decision 016). */
    interface Message {
      ids: MessageId;
    }
  }
}
