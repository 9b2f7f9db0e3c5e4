/**
 * Guidance quality on the student persona suite (DESIGN §8): how template-like the texts read,
 * how many got a low-confidence blueprint or the support notice, and how often the careers are
 * ones a counsellor would accept. Run: node --import tsx packages/insights/bench/guidance-bench.ts
 */
import { repetition, runPersonas } from '../src/testing/guidance.js';
import { STUDENT_PERSONAS } from '../src/testing/students/index.js';

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

const startsWithAny = (code: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => code.startsWith(prefix));
const judged = outcomes.filter(({ persona }) => persona.accept.length > 0);
const codesOf = (outcome: (typeof outcomes)[number]) =>
  outcome.results.career.results.topCareers.careers.map((career) => career.code);
const acceptedInTop3 = judged.filter((o) =>
  codesOf(o).some((c) => startsWithAny(c, o.persona.accept)),
);
const acceptedFirst = judged.filter((o) => startsWithAny(codesOf(o)[0] ?? '', o.persona.accept));
const naming = outcomes.filter(({ persona }) => persona.named);
const namedInTop3 = naming.filter((o) =>
  codesOf(o).some((c) => startsWithAny(c, o.persona.named?.codes ?? [])),
);
console.log(
  `  a career a counsellor accepts in the top 3: ${share(acceptedInTop3.length, judged.length)}`,
);
console.log(`  #1 a career a counsellor accepts: ${share(acceptedFirst.length, judged.length)}`);
console.log(`  the career they name in the top 3: ${share(namedInTop3.length, naming.length)}`);
