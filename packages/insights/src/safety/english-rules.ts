import type { DistressRule } from './distress-types.js';

/**
 * English phrase patterns over normalised clauses (lower-case, contractions expanded: "can not",
 * "do not", "i am"). Each names the person's own situation; words that are usually figures of
 * speech on their own ("killing me", "dying to", "dead tired") have no rule.
 */

const any = (...words: string[]): string => `(?:${words.join('|')})`;

/** People who may hurt a teenager, as they write about them. */
const PERSON = any(
  '(?:step ?)?(?:father|dad|daddy|papa|mother|mom|mum|mummy|mumma|mommy|parents?)',
  'brother|sister|uncle|aunt|aunty|auntie|grand(?:father|pa|mother|ma)|cousin|relatives?',
  'neighbou?r|teachers?|tutor|coach|sir|husband|boyfriend|he|she|they|someone|somebody|people',
);
const HARM_VERB = any(
  'beat(?:s|ing|en)?|hit(?:s|ting)?|slap(?:s|ped|ping)?|punch(?:es|ed|ing)?|kick(?:s|ed|ing)?',
  'whip(?:s|ped|ping)?|chok(?:es|ed|ing)|burn(?:s|ed|t)?|abus(?:e|es|ed|ing)|molest(?:s|ed|ing)?',
  'rap(?:e|es|ed|ing)|assault(?:s|ed|ing)?',
);
const OFTEN = any(
  'always|often|sometimes|regularly|still|usually|also|even|really|badly|daily|brutally',
  'has|have|had|keeps|kept|used to|would|will',
);
const VICTIM = any('me|us|my (?:mother|mom|mum|mummy|sister|brother|siblings)');
/** Games, sport and accidents, where being hit or beaten is nobody's fault. */
// Marks and exams are innocent only as where someone was beaten ("beat me in the exam"): a parent
// who "hits me when marks are low" is abuse.
const PLAY =
  /\b(?:chess|race|game|games|match|final|tournament|team|ludo|carrom|cricket|football|badminton|ball|bat|pillow|playfully|jokingly|argument|debate|car|bike|bus|truck|scooter|accident|accidentally)\b|\b(?:in|at|on)(?: the| my| our| his| her| every)? (?:marks|score|scores|exam|exams|test|tests|quiz)\b/;
/** Accidents and kindness to oneself, where "hurt/cut myself" is no signal. */
const ACCIDENT =
  /\b(?:accident|accidentally|mistake|playing|cooking|kitchen|chopping|shaving|stove|practice|practise|fell|tripped|slipped|paper|sports?|cricket|football|gym|workout|some slack|a slice|a piece|off from)\b|\bkilling myself (?:over|with|for|to|studying|working|trying)\b|\bmyself laughing\b/;

const re = (source: string): RegExp => new RegExp(`\\b${source}\\b`);

export const ENGLISH_RULES: readonly DistressRule[] = [
  // Self-harm and suicidal ideation.
  {
    category: 'self-harm',
    pattern: re(
      `${any('kill|killing|killed|hang|hanging|hanged|harm|harming|harmed|hurt|hurting|cut|cutting|burn|burning|burned|burnt|starve|starving|poison|poisoning|end|ending|drown|drowning')} (?:myself|my self)`,
    ),
    unless: ACCIDENT,
  },
  {
    category: 'self-harm',
    pattern: re('suicid(?:e|al|ally)'),
    unless: /\bsuicide (?:squad|prevention|awareness|helpline|hotline|bomb|bomber|bombing)\b/,
  },
  { category: 'self-harm', pattern: re('self (?:harm|harming|injury|injuring|hurt|hurting)') },
  {
    category: 'self-harm',
    pattern: re(
      `${any('want|wanted|wanting|wish|wished|plan|planning|planned|try|trying|tried|decided')} to ${any('die|be dead|disappear forever|not exist|stop existing|never wake up|not wake up|end it all|end my life|end everything')}`,
    ),
    unless: /\bdie (?:laughing|of (?:laughter|embarrassment|shame|cringe|boredom))\b/,
  },
  {
    category: 'self-harm',
    pattern: re(
      `wish i ${any('was|were|had')} ${any('dead|died|never been born|not been born|never born')}|(?:wish|hope) i ${any('could die|could just die|would die|never wake up|do not wake up|would not wake up|could disappear forever')}`,
    ),
  },
  {
    category: 'self-harm',
    pattern: re(`${any('do not|no longer|never|not')} want to ${any('live|be alive|exist')}`),
    unless:
      /\bwant to live (?:in|with|at|near|there|here|abroad|alone|a|an|the|my|on|off|far|away|like that|like them|under)\b/,
  },
  {
    category: 'self-harm',
    pattern: re(
      `better off (?:dead|without me)|nothing to live for|not worth living|life is (?:not|no longer) worth (?:it|living)|(?:no|not a single|not any) ${any('reason|point')} ${any('to|in|for')} ${any('live|living|being alive|stay alive|staying alive|keep living|go on living')}`,
    ),
  },
  {
    category: 'self-harm',
    pattern: re(
      `${any('take|taking|took|end|ending|ended')} my (?:own )?life|end(?:ing)? it all|feel(?:ing)? like ${any('dying|ending it all|ending my life|disappearing forever')}|${any('think|thinking|thought|thoughts')} ${any('about|of')} ${any('dying|death|ending it|ending my life|not being alive|not existing')}`,
    ),
    unless: /\bmy (?:own )?life (?:in|to|into|seriously|back|forward)\b/,
  },
  {
    category: 'self-harm',
    pattern: re(
      `jump(?:ing)? ${any('off|from')} (?:a |the |my |our )?${any('building|bridge|roof|terrace|balcony|cliff')}|jump(?:ing)? in front of (?:a |the )?${any('train|bus|truck|car')}`,
    ),
    unless: /\b(?:bungee|parachute|diving|zipline|movie|film|game|stunt)\b/,
  },

  // Hopelessness.
  {
    category: 'hopelessness',
    pattern: re('hopeless(?:ness|ly)?'),
    unless: /\bhopeless(?:ly)? (?:at|in|with|romantic|romantics)\b/,
  },
  {
    category: 'hopelessness',
    pattern: re(
      `nothing ${any('will|is going to|is ever going to|can')} (?:ever )?${any('get|be|become|make it')} better|${any('things|it|life|my life')} ${any('will never|is never going to|are never going to|will not ever|would never|can never')} ${any('get|be|become')} better|never going to get better`,
    ),
  },
  {
    category: 'hopelessness',
    pattern: re(
      `(?:no|what is the) point ${any('in|of|to')} ${any('anything|everything|life|living|it all|any of this|being alive|going on|trying any more|existing')}|no point any more|${any('life|everything|it all|living|my life')} ${any('is|feels|seems')} (?:so )?${any('pointless|meaningless|empty|over|ruined')}`,
    ),
  },
  {
    category: 'hopelessness',
    pattern: re(
      `${any('lost|losing|lose|given up|giving up|gave up')} (?:all )?hope|no hope ${any('left|any more|for me|at all')}|${any('there is|i have|i see|have')} no hope|${any('give|gave|given|giving')} up on ${any('life|living|everything|myself|my life|my future')}`,
    ),
    unless: /\bno hope of\b|\bhope (?:for|in) (?:the|our|my) (?:team|side|match)\b/,
  },
  {
    category: 'hopelessness',
    pattern: re(
      `${any('i am|i feel|feel|feeling')} (?:so |completely |totally |really |just |such )?${any('worthless|like a burden|a burden|like nothing')}|${any('no one|nobody')} ${any('would|will')} (?:even )?${any('miss me|notice if i|care if i')}|nobody loves me|no way out|nothing matters`,
    ),
    unless:
      /\bnothing matters (?:more|as much|except|other)\b|\b(?:maze|escape room|game|level|traffic)\b/,
  },
  {
    category: 'hopelessness',
    pattern: re(
      `${any('done with|tired of|sick of')} ${any('life|living|being alive|my life|existing')}|can not ${any('go on|carry on|take it any more|take this any more|do this any more')}`,
    ),
    unless: /\b(?:tired|sick) of living (?:in|with|at|near|on|far)\b/,
  },

  // Abuse.
  {
    category: 'abuse',
    pattern: re(`${PERSON}(?: ${OFTEN})* ${HARM_VERB} ${VICTIM}`),
    unless: PLAY,
  },
  {
    category: 'abuse',
    pattern: re(
      `${any('am|is|was|were|been|being|get|got|gets|getting')} (?:${any('sexually|physically|emotionally|verbally|badly|brutally')} )?${any('beaten|beaten up|slapped|punched|kicked|whipped|abused|molested|raped|assaulted|touched inappropriately')}|${any('hit|slapped|beaten|punched|kicked')} by (?:my )?${PERSON}|abus(?:e|es|ed|ing) (?:me|us)|abusive ${PERSON}|abusive ${any('home|family|household|relationship')}`,
    ),
    unless: PLAY,
  },
  {
    category: 'abuse',
    pattern: re(
      `${any('sexual|sexually|physical|physically|domestic|child|emotional|verbal')} ${any('abuse|abused|assault|assaulted|harassment|harassed|violence')}|${any('abuse|violence')} at home|${any('not|never')} (?:feel )?safe ${any('at home|around him|around her|around them')}|unsafe at home|${any('scared|afraid|terrified')} ${any('to go|of going')} (?:back )?home`,
    ),
    unless:
      /\b(?:awareness|prevention|prevent|against|stop|laws?|campaign|ngos?|fight|fighting|fights|news)\b/,
  },
  {
    category: 'abuse',
    pattern: re(
      `touch(?:es|ed|ing)? me ${any('and i do not|and i hate|inappropriately|in (?:a )?(?:bad|wrong|weird|strange|dirty|private) (?:way|places?)|where i|there|when (?:no one|nobody)|at night|in private|without')}|touch(?:es|ed|ing)? my ${any('private|body|chest|breasts?|thighs?')}|${any('bad|inappropriate|unwanted|wrong')} touch(?:es|ing)?|${any('inappropriately|wrongly')} touch(?:es|ed|ing)? me`,
    ),
    unless: /\bgood touch\b|\b(?:learnt|learned|taught|class|workshop|lesson)\b/,
  },

  // Severe anxiety.
  { category: 'severe-anxiety', pattern: re('(?:panic|anxiety) attacks?|panic disorder') },
  {
    category: 'severe-anxiety',
    pattern: re(`${any('can not|could not|can hardly|hard to|difficult to')} breathe`),
    unless:
      /\b(?:nose|cold|flu|smoke|smog|pollution|underwater|water|mask|asthma|laugh|laughing|laughed|run|running|ran|sprint|climb|climbing|game|match)\b/,
  },
  {
    category: 'severe-anxiety',
    pattern: re(
      `${any('constant|constantly|live in|living in')} (?:constant )?${any('fear|scared|afraid|terrified|panic|panicking|anxious|anxiety|terror|dread')}|${any('scared|afraid|terrified|anxious|panicking|panicky|in fear')} ${any('all the time|constantly|every (?:single )?(?:day|night|moment|minute)|24 7')}|${any('severe|extreme|crippling|unbearable|paralysing|paralyzing')} ${any('anxiety|panic|fear')}|my anxiety is (?:so |too )?${any('bad|unbearable|out of control|too much|killing me')}`,
    ),
  },
  {
    category: 'severe-anxiety',
    pattern: re(
      `${any('shaking|trembling|shake|tremble')} ${any('with|from|because of|out of')} ${any('fear|anxiety|panic')}|can not stop ${any('shaking|panicking|trembling')}|can not ${any('sleep|eat')} ${any('because of|from|due to')} ${any('anxiety|fear|panic')}`,
    ),
  },
];
