#!/usr/bin/env node
// Slims the O*NET-derived careers knowledge base down to what the engine reads.
// Usage: node packages/insights/scripts/build-data.mjs <path/to/data/careers>
// Writes packages/insights/data/{occupations,reference}.json. Run it only when the source
// data changes; the product never reads the source folder at run time.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = process.argv[2];
if (!source) {
  console.error('usage: build-data.mjs <path/to/data/careers>');
  process.exit(1);
}
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');
const read = (name) => JSON.parse(readFileSync(join(source, name), 'utf8'));
const occupations = read('occupations.json');
const reference = read('reference.json');

const LETTERS = ['R', 'I', 'A', 'S', 'E', 'C'];
const VALUES = [
  'Achievement',
  'Working Conditions',
  'Recognition',
  'Relationships',
  'Support',
  'Independence',
];
const pairs = (list) => list.map((item) => [item.name, item.importance]);

// Occupations with an interest profile can be scored (hasRatings ones fully, the other 44
// on interests alone); the 93 residual and military codes without any ratings cannot.
const slim = occupations
  .filter((occupation) => occupation.riasec !== null)
  .map((occupation) => ({
    code: occupation.code,
    title: occupation.title,
    description: occupation.description,
    riasec: LETTERS.map((letter) => occupation.riasec[letter]),
    jobZone: occupation.jobZone,
    skills: pairs(occupation.topSkills),
    knowledge: pairs(occupation.topKnowledge),
    styles: pairs(occupation.workStyles),
    values: occupation.workValues
      ? VALUES.map((value) => occupation.workValues.extent[value])
      : null,
    tech: occupation.technology.map((item) => item.name),
    altTitles: occupation.altTitles.slice(0, 4),
  }));

const lines = slim.map((occupation) => JSON.stringify(occupation));
writeFileSync(join(outDir, 'occupations.json'), `[\n${lines.join(',\n')}\n]\n`);

const slimReference = {
  meta: reference.meta,
  jobZones: reference.jobZones.map(({ jobZone, name, experience, education, jobTraining }) => ({
    jobZone,
    name,
    experience,
    education,
    jobTraining,
  })),
};
writeFileSync(join(outDir, 'reference.json'), `${JSON.stringify(slimReference, null, 2)}\n`);
console.log(
  `wrote ${slim.length} occupations and ${slimReference.jobZones.length} job zones to ${outDir}`,
);
