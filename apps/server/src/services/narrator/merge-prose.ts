import {
  careerResultSchema,
  day1ResultSchema,
  day2ResultSchema,
  deepRoadmapSchema,
  type CareerMatch,
  type CareerResult,
  type Day1Result,
  type Day2Result,
  type DeepRoadmap,
} from '@acp/shared';
import { ROADMAP_FACT_HEADINGS } from '@acp/insights';
import type { CareerCandidate, NarrationFacts } from './narrator.js';
import type { CareerProse, Day1Prose, Day2Prose, DeepProse } from './prose-schemas.js';

/*
 * The final result: the engine's object with the model's prose put in. Headings, labels,
 * ids, codes, scores, reasons, the profile, lists, links, the confidence and the notices
 * (helplines, too little to go on) always stay the engine's.
 */

function mergeDay1(engine: Day1Result, prose: Day1Prose): Day1Result {
  return {
    ...engine,
    subheading: prose.subheading,
    insights: prose.insights,
    coreStrengths: { heading: engine.coreStrengths.heading, list: prose.coreStrengths },
    learningStyle: { heading: engine.learningStyle.heading, list: prose.learningStyleTips },
    hiddenTalents: { heading: engine.hiddenTalents.heading, list: prose.hiddenTalents },
    whatOthersFeel: { heading: engine.whatOthersFeel.heading, quotes: prose.whatOthersFeel },
    closingReflection: { heading: engine.closingReflection.heading, message: prose.closingMessage },
  };
}

function mergeDay2(engine: Day2Result, prose: Day2Prose): Day2Result {
  const descriptions = new Map(prose.cards.map((card) => [card.id, card.description]));
  return {
    ...engine,
    results: {
      ...engine.results,
      cards: engine.results.cards.map((card) => ({
        ...card,
        description: descriptions.get(card.id) ?? card.description,
      })),
    },
    closingReflection: { title: engine.closingReflection.title, quote: prose.closingQuote },
  };
}

function mergeCareer(
  engine: CareerResult,
  candidates: CareerCandidate[],
  prose: CareerProse,
): CareerResult {
  const rank = (code: string) => candidates.findIndex((candidate) => candidate.code === code);
  const careers = [...prose.careers]
    .sort((a, b) => rank(a.code) - rank(b.code))
    .map((career): CareerMatch => {
      const candidate = candidates[rank(career.code)];
      if (!candidate) throw new Error(`career ${career.code} is not a candidate`);
      // What only the engine's own card knows (named by the person, its family's and Hindi names).
      const own = engine.results.topCareers.careers.find((card) => card.code === candidate.code);
      return {
        ...(own?.named ? { named: true } : {}),
        ...(own?.family ? { family: own.family } : {}),
        id: candidate.id,
        title: candidate.title,
        ...(own?.titleHi ? { titleHi: own.titleHi } : {}),
        ...(candidate.eligibility ? { eligibility: candidate.eligibility } : {}),
        emotionalFit: career.emotionalFit,
        thinkingStyleFit: career.thinkingStyleFit,
        whyLove: career.whyLove,
        fitScore: candidate.fitScore,
        code: candidate.code,
        reasons: candidate.reasons,
      };
    });
  const { results } = engine;
  return {
    ...engine,
    results: {
      title: results.title,
      whoYouAre: { title: results.whoYouAre.title, descriptionTemplate: prose.whoYouAre },
      topCareers: { ...results.topCareers, careers },
      closingReflection: { title: results.closingReflection.title, quote: prose.closingQuote },
    },
    profile: engine.profile,
  };
}

function mergeDeep(engine: DeepRoadmap, prose: DeepProse): DeepRoadmap {
  const descriptions = [...prose.stageDescriptions];
  return {
    ...engine,
    congrats_message: prose.congrats_message,
    opening_line: prose.opening_line,
    sections: engine.sections.map((section, i) => {
      const content = prose.sections[i]?.content ?? [];
      return {
        ...section,
        // A section the engine left without lines (the stages) stays without, and the route's
        // facts (exams, bodies, licences, Plan B, sources) keep the engine's words.
        content:
          section.content.length > 0 &&
          content.length > 0 &&
          !ROADMAP_FACT_HEADINGS.has(section.heading)
            ? content
            : section.content,
        ...(section.stages
          ? {
              stages: section.stages.map((stage) => ({
                ...stage,
                description: descriptions.shift() ?? stage.description,
              })),
            }
          : {}),
      };
    }),
  };
}

/** The engine's result with the (schema-valid, grounded) prose in, checked by the shared schema. */
export function mergeProse(facts: NarrationFacts, prose: unknown): unknown {
  const { engine } = facts;
  switch (engine.kind) {
    case 'day1':
      return day1ResultSchema.parse(mergeDay1(engine.result, prose as Day1Prose));
    case 'day2':
      return day2ResultSchema.parse(mergeDay2(engine.result, prose as Day2Prose));
    case 'career':
      return careerResultSchema.parse(
        mergeCareer(engine.result, facts.candidates, prose as CareerProse),
      );
    case 'deep':
      return deepRoadmapSchema.parse(mergeDeep(engine.result, prose as DeepProse));
  }
}
