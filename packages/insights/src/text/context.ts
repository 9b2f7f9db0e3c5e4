import type { Locale } from '@acp/shared';
import type { RiasecLetter } from '../model/dimensions.js';
import type { TraitProfile } from '../profile/profile-types.js';
import { displayName, firstName } from './format.js';
import type { Rng } from './random.js';

/** What every phrase is built from. */
export interface TextContext {
  /** Full display name. */
  name: string;
  /** First name, for the warmer lines. */
  first: string;
  profile: TraitProfile;
  rng: Rng;
  top: RiasecLetter;
  second: RiasecLetter;
  third: RiasecLetter;
  /** The language the result is written in (decision 016); English unless asked. */
  locale: Locale;
}

/** How we address someone whose name we do not have. */
const FRIEND: Readonly<Record<Locale, string>> = { en: 'Friend', hi: 'दोस्त' };

export function textContext(
  name: string,
  profile: TraitProfile,
  rng: Rng,
  locale: Locale = 'en',
): TextContext {
  const [top = 'S', second = 'A', third = 'I'] = profile.riasecOrder;
  return {
    name: displayName(name, FRIEND[locale]),
    first: firstName(name, FRIEND[locale]),
    profile,
    rng,
    top,
    second,
    third,
    locale,
  };
}

/** A phrase: one way of saying something, given the context. */
export type Phrase = (c: TextContext) => string;

/** Picks one phrasing with the context's seeded Rng and renders it. */
export function say(c: TextContext, phrases: readonly Phrase[]): string {
  return c.rng.pick(phrases)(c);
}
