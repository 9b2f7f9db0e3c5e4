// PDF render latency and size over varied journeys (budget: p95 ≤ 300 ms, ≤ 500 KB).
import {
  generateCareerResult,
  generateDay1Result,
  generateDay2Result,
  generateDeepRoadmap,
} from '@acp/insights';
import { questionsForDay, type JourneyDay } from '@acp/shared';
import { renderCareerPdf } from '../src/services/pdf/career-pdf.js';

function answers(day: JourneyDay, seed: number) {
  return questionsForDay(day).map((question, index) => ({
    question: question.text,
    answer:
      question.type === 'choice'
        ? (question.options[(seed * 7 + index * 3) % question.options.length] ?? '')
        : `I love ${['coding', 'painting', 'teaching', 'cooking', 'fixing bikes'][(seed + index) % 5]} and ₹ budgets`,
  }));
}

const RUNS = Number(process.env.PDF_BENCH_RUNS ?? 40);
const times: number[] = [];
const sizes: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const name = ['Anaya Krishnan', 'Rahul Verma', 'Zoë D’Souza', 'Arjun Nair'][run % 4] ?? 'Student';
  const [day1, day2, day3] = [answers('day1', run), answers('day2', run), answers('day3', run)];
  const career = generateCareerResult({ name, day1, day2, day3 });
  const chosen = career.results.topCareers.careers[run % 3]?.code ?? '';
  const report = {
    name,
    date: new Date('2026-11-21T10:00:00Z'),
    day1: generateDay1Result({ name, day1 }),
    day2: generateDay2Result({ name, day1, day2 }),
    career,
    deep: generateDeepRoadmap({ name, day1, day2, day3, career: chosen }),
  };
  const start = performance.now();
  const pdf = await renderCareerPdf(report);
  if (run > 2) times.push(performance.now() - start); // skip font-loading warm-up
  sizes.push(pdf.length);
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
const p95 = pct(95);
const maxKb = Math.max(...sizes) / 1024;
console.log(`career PDF: ${times.length} renders`);
console.log(
  `  p50 ${pct(50).toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   size ${(Math.min(...sizes) / 1024).toFixed(0)}–${maxKb.toFixed(0)} KB` +
    `   (budget p95 ≤ 300 ms, ≤ 500 KB: ${p95 <= 300 && maxKb <= 500 ? 'met' : 'NOT met'})`,
);
