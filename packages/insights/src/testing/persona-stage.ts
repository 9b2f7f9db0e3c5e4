import type { EducationStage, SchoolStream } from '@acp/shared';

/**
 * A persona's stage in life, written as students say it ("class 12 PCB, NEET coaching",
 * "dropped out of B.Tech", "BA pass, preparing for SSC CGL"), as the stage a person picks on the
 * roadmap page; undefined when the words say too little. Tests and the bench only.
 */
export function stageFromWords(words: string): EducationStage | undefined {
  const text = words.toLowerCase();
  const first = text.split(',')[0]?.trim() ?? text;
  if (/\b(dropped|left|dropout|dropper)\b/.test(text)) {
    const leftAt = /b\.?tech|b\.?com|\bba\b|\bbsc\b|college/.test(text)
      ? 'college'
      : /neet|12/.test(text)
        ? 'after-class-12'
        : 'after-class-10';
    return { stage: 'dropped-out', leftAt };
  }
  if (/\b(pass|passed)\b/.test(first) && /\b(ba|b\.?com|bsc|b\.?tech|bca|bba)\b/.test(first))
    return { stage: 'graduate', subject: first.replace(/\s*\bpass(ed)?\b/, '').trim() };
  const work = /\bwork(?:ing|s) at ([^,]+)/.exec(text);
  if (work?.[1]) return { stage: 'working', subject: work[1].trim() };
  const school = /^class (\d+)|^(\d+)th/.exec(first);
  if (school) {
    const year = Number(school[1] ?? school[2]);
    if (year <= 10 && !/pass/.test(first)) return { stage: 'class-8-10' };
    if (year <= 10) return { stage: 'dropped-out', leftAt: 'after-class-10' };
    if (/pass/.test(first)) return { stage: 'dropped-out', leftAt: 'after-class-12' };
    const stream: SchoolStream = /pcmb/.test(first)
      ? 'science-pcmb'
      : /pcm/.test(first)
        ? 'science-pcm'
        : /pcb|biology/.test(first)
          ? 'science-pcb'
          : /commerce/.test(first)
            ? 'commerce'
            : /agriculture/.test(first)
              ? 'vocational'
              : 'arts';
    return { stage: 'class-11-12', stream };
  }
  if (/\b(ba|b\.?com|bsc|b\.?tech|btech|bca|bba|bsw|bped|d\.?pharm|diploma|iti)\b/.test(first))
    return { stage: 'college', subject: first };
  return undefined;
}
