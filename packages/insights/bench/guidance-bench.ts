/**
 * Guidance quality on the student persona suite (product.md §12): how template-like the texts read,
 * how many got a low-confidence blueprint or the support notice, and how often the careers are
 * ones a counsellor would accept. Run: node --import tsx packages/insights/bench/guidance-bench.ts
 */
import { findCatalogueCareer, INDIA_CAREERS } from '../src/catalogue/catalogue.js';
import { generateDeepRoadmap } from '../src/roadmap/generate-roadmap.js';
import { isAllowedLink, routeFor, routeGaps } from '../src/route/routes.js';
import type { CatalogueCareer } from '../src/catalogue/catalogue-schema.js';
import { findOccupation } from '../src/occupations/occupations.js';
import { repetition, runPersonas } from '../src/testing/guidance.js';
import { STUDENT_PERSONAS } from '../src/testing/students/index.js';
import { LANGUAGE_PAIRS } from '../src/testing/students/students-in-english.js';

const outcomes = runPersonas(STUDENT_PERSONAS);
const people = outcomes.length;
const share = (count: number, of = people) =>
  `${count}/${of} (${Math.round((100 * count) / Math.max(1, of))} %)`;

const report = repetition(outcomes);
console.log(
  `guidance: ${people} student personas (English, Hinglish, Hindi; some struggling, some with nothing to say)`,
);
console.log(
  `  most repeated sentence: ${share(Math.round(report.maxShare * people))} of people (goal ≤ a third: ${report.overThird.length === 0 ? 'met' : 'MISSED'})`,
);
console.log(`    “${report.maxSentence.slice(0, 110)}”`);
for (const { sentence, people: count } of report.overThird.slice(0, 5))
  console.log(`    over a third: ${count} × “${sentence.slice(0, 100)}”`);

const low = outcomes.filter(({ results }) => results.career.confidence === 'low');
const expectedLow = outcomes.filter(({ persona }) => persona.lowSignal);
console.log(
  `  low-confidence blueprints: ${share(low.length)} — ${low.filter(({ persona }) => persona.lowSignal).length} of the ${expectedLow.length} written with too little to go on`,
);
const support = outcomes.filter(({ results }) => results.career.support);
const expectedSupport = outcomes.filter(({ persona }) => persona.distressed);
console.log(
  `  support notice with the blueprint: ${share(support.length)} — ${support.filter(({ persona }) => persona.distressed).length} of the ${expectedSupport.length} written as struggling`,
);

const startsWithAny = (codes: readonly string[], prefixes: readonly string[]) =>
  codes.some((code) => prefixes.some((prefix) => code.startsWith(prefix)));
type Outcome = (typeof outcomes)[number];
const topOf = (outcome: Outcome) =>
  outcome.results.career.results.topCareers.careers.map((card) => findCatalogueCareer(card.id));
/** A career a counsellor accepts for this student: of their family, or one of their codes. */
const accepted = (outcome: Outcome, career: CatalogueCareer | undefined) =>
  career !== undefined &&
  (career.family === outcome.persona.family || startsWithAny(career.soc, outcome.persona.accept));
const judged = outcomes.filter(({ persona }) => persona.accept.length > 0);
const acceptedInTop3 = judged.filter((o) => topOf(o).some((career) => accepted(o, career)));
const acceptedFirst = judged.filter((o) => accepted(o, topOf(o)[0]));
const naming = outcomes.filter(({ persona }) => persona.named);
const namedInTop3 = naming.filter((o) =>
  topOf(o).some(
    (career) =>
      career &&
      (startsWithAny(career.soc, o.persona.named?.codes ?? []) ||
        (o.persona.named?.careers ?? []).includes(career.id)),
  ),
);
const slots = outcomes.flatMap(topOf);
const zoneOne = slots.filter(
  (career) => career && findOccupation(career.soc[0] ?? '')?.jobZone === 1,
);
console.log(
  `  a career a counsellor accepts in the top 3: ${share(acceptedInTop3.length, judged.length)} — misses: ${judged.length - acceptedInTop3.length} (goal 0)`,
);
console.log(
  `  #1 in an accepted family: ${share(acceptedFirst.length, judged.length)} (goal ≥ 85 %)`,
);
console.log(
  `  the career they name in the top 3: ${share(namedInTop3.length, naming.length)} (goal 100 %)`,
);
console.log(`  top-3 slots on Job Zone 1 work: ${share(zoneOne.length, slots.length)}`);
for (const o of judged.filter((item) => !acceptedInTop3.includes(item)))
  console.log(
    `    miss: ${o.persona.key} → ${topOf(o)
      .map((career) => career?.title)
      .join(' · ')}`,
  );
for (const o of naming.filter((item) => !namedInTop3.includes(item)))
  console.log(
    `    named, not in top 3: ${o.persona.key} (“${o.persona.named?.said}”) → ${topOf(o)
      .map((career) => career?.title)
      .join(' · ')}`,
  );

// The same students in their own script and in English (issue 22): the same careers?
const topIds = (persona: (typeof LANGUAGE_PAIRS)[number]['own']) =>
  runPersonas([persona])[0]?.results.career.results.topCareers.careers.map((card) => card.id) ?? [];
const pairs = LANGUAGE_PAIRS.map((pair) => ({
  key: pair.own.key,
  own: topIds(pair.own),
  english: topIds(pair.english),
}));
const sameFirst = pairs.filter((pair) => pair.own[0] === pair.english[0]);
const sameThree = pairs.filter((pair) => pair.own.every((id) => pair.english.includes(id)));
console.log(
  `  Devanagari or Hinglish vs the same answers in English: same #1 ${share(sameFirst.length, pairs.length)} (goal 100 %), same top 3 ${share(sameThree.length, pairs.length)} (goal ≥ 80 %)`,
);
for (const pair of pairs.filter((item) => !sameThree.includes(item)))
  console.log(`    differs: ${pair.key} → ${pair.own.join(' · ')} | ${pair.english.join(' · ')}`);

// Routes (product.md §12): every career a person can be shown has a full Indian route, and no
// roadmap links outside the allow-list (every catalogue career's roadmap, and each persona's).
const gaps = INDIA_CAREERS.map((career) => {
  const route = routeFor(career.id);
  return { career, gaps: route ? routeGaps(route) : ['no route'] };
});
const full = gaps.filter((item) => item.gaps.length === 0);
const paid = INDIA_CAREERS.filter((career) => routeFor(career.id)?.pay);
console.log(
  `  catalogue careers with a full route: ${share(full.length, INDIA_CAREERS.length)} (goal 100 %); with pay from a published scale: ${paid.length}`,
);
for (const item of gaps.filter((entry) => entry.gaps.length).slice(0, 10))
  console.log(`    route gap: ${item.career.id} — ${item.gaps.join(', ')}`);
// In Hindi too (decision 016): the same route, its texts in Hindi (held to the English on load).
const inHindi = INDIA_CAREERS.filter((career) => routeFor(career.id, 'hi'));
console.log(
  `  catalogue careers with their route in Hindi: ${share(inHindi.length, INDIA_CAREERS.length)} (goal 100 %)`,
);
const roadmaps = [
  ...INDIA_CAREERS.map((career) =>
    generateDeepRoadmap({ name: 'Asha', day1: [], day2: [], day3: [], career: career.id }),
  ),
  ...outcomes.map(({ results }) => results.deep),
];
const linksShown = roadmaps.flatMap((roadmap) =>
  roadmap.sections.flatMap((section) =>
    [...(section.lists ?? []), ...(section.stages ?? []).flatMap((stage) => stage.lists)].flatMap(
      (list) => list.items.flatMap((item) => (typeof item === 'string' ? [] : [item.link])),
    ),
  ),
);
const outside = linksShown.filter((link) => !isAllowedLink(link));
console.log(
  `  links outside the allow-list: ${outside.length} of ${linksShown.length} in ${roadmaps.length} roadmaps (goal 0)`,
);
for (const link of [...new Set(outside)].slice(0, 5)) console.log(`    outside: ${link}`);
