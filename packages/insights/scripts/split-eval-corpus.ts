/**
 * Splits freshly written corpus texts once into the development and the held-out part
 * (`eval/README.md`). Run once per corpus; it refuses to touch a corpus that already has a
 * held-out part, which is locked by `eval/held-out.sha256`.
 *
 *   node --import tsx packages/insights/scripts/split-eval-corpus.ts distress a.json b.json …
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import {
  AspirationItemSchema,
  CORPUS_PARTS,
  DistressItemSchema,
  aspirationStratum,
  corpusFile,
  distressStratum,
  fileDigest,
  splitCorpus,
} from '../src/testing/eval-corpus.js';
import type { CorpusName } from '../src/testing/eval-corpus.js';

const [name, ...files] = process.argv.slice(2);
if ((name !== 'distress' && name !== 'aspiration') || files.length === 0) {
  console.error('usage: split-eval-corpus.ts distress|aspiration FILE…');
  process.exit(2);
}
const corpus: CorpusName = name;
if (existsSync(corpusFile(corpus, 'held-out'))) {
  console.error(`${corpus}: the held-out part exists and is locked; add new texts to dev by hand`);
  process.exit(2);
}

const key = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

function write<T extends { text: string }>(
  schema: z.ZodType<T>,
  stratum: (item: T) => string,
): void {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const file of files) {
    for (const raw of z.array(z.unknown()).parse(JSON.parse(readFileSync(file, 'utf8')))) {
      const item = schema.parse(raw);
      if (seen.has(key(item.text))) continue;
      seen.add(key(item.text));
      items.push(item);
    }
  }
  const parts = splitCorpus(items, stratum);
  for (const part of CORPUS_PARTS) {
    writeFileSync(corpusFile(corpus, part), `${JSON.stringify(parts[part], null, 1)}\n`);
    console.log(`${corpus}.${part}: ${parts[part].length} texts`);
  }
  console.log(`held-out digest: ${fileDigest(corpusFile(corpus, 'held-out'))}`);
}

if (corpus === 'distress') write(DistressItemSchema, distressStratum);
else write(AspirationItemSchema, aspirationStratum);
