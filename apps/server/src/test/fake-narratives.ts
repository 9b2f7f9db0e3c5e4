import type { CareerResult, Day1Result, Day2Result, DeepRoadmap } from '@acp/shared';
import type { ChatRequest } from './fake-openai-server.js';

/** Marks every sentence a fake model wrote, so tests can tell its prose from the engine's. */
export const NARRATED = 'In richer words:';
/** The same mark in a result asked for in Hindi. */
export const NARRATED_HI = 'और खुलकर कहें तो:';

interface Candidate {
  code: string;
  family: string;
}

type EngineFacts =
  | { kind: 'day1'; result: Day1Result }
  | { kind: 'day2'; result: Day2Result }
  | { kind: 'career'; result: CareerResult; candidates: Candidate[] }
  | { kind: 'deep'; result: DeepRoadmap };

/** The JSON inside a `<tag>` block of the request's user message. */
export function promptBlock(request: ChatRequest, tag: string): unknown {
  const user = request.body.messages.find((message) => message.role === 'user')?.content ?? '';
  const match = new RegExp(`<${tag}>\\n([\\s\\S]*?)\\n</${tag}>`).exec(user);
  if (!match?.[1]) throw new Error(`no <${tag}> block in the prompt`);
  return JSON.parse(match[1]);
}

/** The smallest day-1 prose the schema accepts, with the given subheading and first insight. */
export function plainDay1Prose(subheading: string, firstInsight = 'D'): Record<string, unknown> {
  return {
    subheading,
    insights: [
      { title: 'T', desc: firstInsight },
      { title: 'T', desc: 'D' },
      { title: 'T', desc: 'D' },
    ],
    coreStrengths: ['a', 'b'],
    learningStyleTips: ['a', 'b'],
    hiddenTalents: ['a', 'b'],
    whatOthersFeel: ['a', 'b'],
    closingMessage: 'Bye',
  };
}

/**
 * Three careers as a well-behaved model picks them: the engine's best, then the best
 * candidates of new families (so at least one pick is not in the engine's own top 3 when
 * there are candidates enough).
 */
function pickCareers(facts: Extract<EngineFacts, { kind: 'career' }>): string[] {
  const top = facts.result.results.topCareers.careers[0]?.code;
  const picked = facts.candidates.filter((candidate) => candidate.code === top);
  const families = new Set(picked.map((candidate) => candidate.family));
  const engineCodes = new Set(facts.result.results.topCareers.careers.map((career) => career.code));
  const others = [...facts.candidates].sort(
    (a, b) => Number(engineCodes.has(a.code)) - Number(engineCodes.has(b.code)),
  );
  for (const candidate of others) {
    if (picked.length === 3) break;
    if (families.has(candidate.family)) continue;
    picked.push(candidate);
    families.add(candidate.family);
  }
  return picked.map((candidate) => candidate.code);
}

/** A valid, grounded narrative for the request's facts. */
export function goodNarrative(request: ChatRequest): unknown {
  const facts = promptBlock(request, 'engine_facts') as EngineFacts;
  // In the language the system prompt asks for, as a model that follows it writes.
  const system = request.body.messages.find((message) => message.role === 'system')?.content;
  const mark = system?.includes('everyday Hindi in Devanagari') ? NARRATED_HI : NARRATED;
  const say = (text: string) => `${mark} ${text}`;
  switch (facts.kind) {
    case 'day1': {
      const r = facts.result;
      return {
        subheading: say(r.subheading),
        insights: r.insights.map((insight) => ({ title: insight.title, desc: say(insight.desc) })),
        coreStrengths: r.coreStrengths.list,
        learningStyleTips: r.learningStyle.list,
        hiddenTalents: r.hiddenTalents.list,
        whatOthersFeel: r.whatOthersFeel.quotes,
        closingMessage: say(r.closingReflection.message),
      };
    }
    case 'day2':
      return {
        cards: facts.result.results.cards.map((card) => ({
          id: card.id,
          description: say(card.description),
        })),
        closingQuote: say(facts.result.closingReflection.quote),
      };
    case 'career':
      return {
        whoYouAre: say(facts.result.results.whoYouAre.descriptionTemplate),
        careers: pickCareers(facts).map((code) => ({
          code,
          emotionalFit: say('the work suits how you feel about people and purpose.'),
          thinkingStyleFit: say('it asks for the way you like to think.'),
          whyLove: say('it grows from what you told us you love.'),
        })),
        closingQuote: say(facts.result.results.closingReflection.quote),
      };
    case 'deep':
      return {
        congrats_message: say(facts.result.congrats_message),
        opening_line: say(facts.result.opening_line),
        sections: facts.result.sections.map((section) => ({
          content: section.content.map((line) => (line ? say(line) : line)),
        })),
        stageDescriptions: facts.result.sections.flatMap((section) =>
          (section.stages ?? []).map((stage) => say(stage.description)),
        ),
      };
  }
}
