import type en from './en.json';

/** The key of a message in the catalogues (`en.json`, `hi.json`; decision 016). */
export type MessageId = keyof typeof en;
