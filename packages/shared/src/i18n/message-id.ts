import type consent from './consent/en.json';
import type contact from './contact/en.json';
import type en from './en.json';
import type journey from './journey/en.json';
import type legal from './legal/en.json';
import type payment from './payment/en.json';
import type profile from './profile/en.json';
import type results from './results/en.json';

/**
 * The key of a message in the catalogues (`en.json`, `hi.json` and each section's; decision 016).
 */
export type MessageId =
  | keyof typeof en
  | keyof typeof journey
  | keyof typeof profile
  | keyof typeof contact
  | keyof typeof legal
  | keyof typeof results
  | keyof typeof payment
  | keyof typeof consent;
