import { questionsForDay } from '@acp/shared';
import type { DeepRoadmap, EducationStage, RoadmapStage } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { findCatalogueCareer, INDIA_CAREERS } from '../catalogue/catalogue.js';
import type { QnaItem } from '../profile/read-answers.js';
import { RESOURCE_CATALOGUE, resourceFits } from '../resources/catalogue.js';
import { eligibilityLine, eligibilitySources } from '../route/eligibility.js';
import { isAllowedLink, routeFor } from '../route/routes.js';
import { knowledgeFits } from './family-content.js';
import { generateDeepRoadmap } from './generate-roadmap.js';

function roadmapOf(career: string, stage?: EducationStage, day2: QnaItem[] = []): DeepRoadmap {
  return generateDeepRoadmap({ name: 'Asha', day1: [], day2, day3: [], career, stage });
}

const stagesOf = (roadmap: DeepRoadmap): RoadmapStage[] =>
  roadmap.sections.flatMap((section) => section.stages ?? []);

/** Every list item of the roadmap with the label of its list. */
function listItems(roadmap: DeepRoadmap) {
  return roadmap.sections.flatMap((section, index) =>
    [...(section.lists ?? []), ...(section.stages ?? []).flatMap((stage) => stage.lists)].flatMap(
      (list) => list.items.map((item) => ({ section: index, label: list.label, item })),
    ),
  );
}

const links = (roadmap: DeepRoadmap) =>
  listItems(roadmap).flatMap(({ item, section }) =>
    typeof item === 'string' ? [] : [{ link: item.link, name: item.name, section }],
  );

/** The day 2 answers with only the question about their future (day2.q8) answered. */
function futureAnswer(text: string): QnaItem[] {
  return questionsForDay('day2').map((question) => ({
    question: question.text,
    answer: question.id === 'day2.q8' ? text : '',
  }));
}

describe('every catalogue career gets a roadmap of its own', () => {
  const roadmaps = INDIA_CAREERS.map((career) => ({ career, roadmap: roadmapOf(career.id) }));

  it('names the admission body of its main route', () => {
    for (const { career, roadmap } of roadmaps) {
      const body = routeFor(career.id)?.mainBody.name ?? '?';
      expect(JSON.stringify(roadmap.sections), career.id).toContain(body);
    }
  });

  it('says who may enter first in its route, with the sources, where a rule restricts it', () => {
    for (const { career, roadmap } of roadmaps) {
      const route = roadmap.sections.find((section) => section.heading === 'Your route in India');
      const line = eligibilityLine(career.id);
      if (line) expect(route?.content[0], career.id).toBe(`Who can apply: ${line}`);
      else expect(route?.content[0], career.id).not.toMatch(/^Who can apply/);
      const listed = JSON.stringify(
        roadmap.sections.find((section) => section.heading === 'Where these facts come from'),
      );
      for (const source of eligibilitySources(career.id))
        expect(listed, career.id).toContain(source.name);
    }
  });

  it('links only to allowed domains, with O*NET last as US data', () => {
    for (const { career, roadmap } of roadmaps) {
      const found = links(roadmap);
      expect(
        found.filter(({ link }) => !isAllowedLink(link)),
        career.id,
      ).toEqual([]);
      const onet = found.filter(({ link }) => link.includes('onetonline.org'));
      expect(onet.length, career.id).toBe(1);
      expect(onet[0]?.section, career.id).toBe(roadmap.sections.length - 1);
      expect(found[0]?.link, career.id).not.toContain('onetonline.org');
    }
  });

  it('holds nothing tagged for another family: knowledge, resources, tools, things to do', () => {
    for (const { career, roadmap } of roadmaps) {
      const route = routeFor(career.id);
      for (const { label, item } of listItems(roadmap)) {
        const name = typeof item === 'string' ? item : item.name;
        if (label === 'Knowledge to build')
          expect(knowledgeFits(name, career.family), `${career.id}: ${name}`).toBe(true);
        if (label === 'Tools to learn') expect(route?.tools, career.id).toContain(name);
        if (label === 'Things to do') expect(route?.projects, career.id).toContain(name);
        const resource = RESOURCE_CATALOGUE.find((entry) => entry.name === name);
        if (label === 'Resources' && resource)
          expect(resourceFits(resource, career.family), `${career.id}: ${name}`).toBe(true);
      }
    }
  });
});

describe('roadmaps that used to describe another career', () => {
  const text = (career: string) => JSON.stringify(roadmapOf(career));

  it('gives a music composer music, not sport', () => {
    expect(text('music-composer')).not.toMatch(/federation|B\.P\.Ed|NIS Patiala|match highlights/i);
  });

  it('sends a pilot through the DGCA, not a driving licence or a US certificate', () => {
    const pilot = text('pilot');
    expect(pilot).toMatch(/DGCA|Directorate General of Civil Aviation/);
    expect(pilot).toMatch(/medical/i);
    expect(pilot).not.toMatch(/driving licence|Federal|defensive driving/i);
  });

  it('keeps medicine out of a data scientist’s roadmap and code out of a fashion designer’s', () => {
    expect(text('data-scientist')).not.toMatch(/Medicine and Dentistry/);
    expect(text('fashion-designer')).not.toMatch(/freeCodeCamp|MDN Web Docs|GitHub/);
  });

  it('ends with selection and a posting only where an exam recruits for a post', () => {
    const lastStage = (career: string) => stagesOf(roadmapOf(career)).at(-1)?.title ?? '';
    expect(lastStage('bank-po')).toMatch(/Selection, training and your first posting/);
    expect(lastStage('ias-officer')).toMatch(/Selection, training and your first posting/);
    // The film institutes' JET admits to a course: a director is not posted anywhere.
    expect(lastStage('film-director')).toMatch(/Land your first role/);
    expect(JSON.stringify(roadmapOf('film-director'))).not.toMatch(/Most people become/);
  });

  it('names no other sport’s titles for a cricketer, while a plumber keeps O*NET’s own', () => {
    const titles = (career: string) =>
      listItems(roadmapOf(career))
        .filter(({ label }) => label === 'Job titles to search for')
        .map(({ item }) => item);
    expect(titles('cricketer')).toEqual(['Cricketer']);
    expect(text('cricketer')).not.toMatch(/Baseball|Race Car|also known as/);
    expect(titles('plumber')).toContain('Pipefitter');
    expect(text('plumber')).toMatch(/It is also known as: [^.]*Pipefitter/);
  });
});

describe('the roadmap starts where the person is', () => {
  const titles = (career: string, stage?: EducationStage) =>
    stagesOf(roadmapOf(career, stage)).map((item) => item.title);

  it('starts a Class 10 student with the stream and the Class 11–12 years', () => {
    const stages = titles('doctor', { stage: 'class-8-10' });
    expect(stages[0]).toMatch(/^Stage 1 — Explore/);
    expect(stages[1]).toBe('Stage 2 — Choose your stream after Class 10');
    expect(stages[2]).toMatch(/^Stage 3 — Class 11 and 12/);
  });

  it('starts a Class 12 student with the entrance exam and says when the stream does not fit', () => {
    const roadmap = roadmapOf('doctor', { stage: 'class-11-12', stream: 'commerce' });
    const [, second] = stagesOf(roadmap);
    expect(second?.title).toMatch(/^Stage 2 — Class 11 and 12/);
    expect(second?.description).toMatch(/not your stream/);
    const fits = stagesOf(roadmapOf('doctor', { stage: 'class-11-12', stream: 'science-pcb' }));
    expect(fits[1]?.description).not.toMatch(/not your stream/);
  });

  it('gives a graduate the entry open to graduates, not the stream choice', () => {
    const stages = titles('ias-officer', { stage: 'graduate', subject: 'B.A. History' });
    expect(stages.join('\n')).not.toMatch(/stream|Class 11/);
    expect(
      stagesOf(roadmapOf('ias-officer', { stage: 'graduate', subject: 'B.A. History' }))[1]
        ?.description,
    ).toMatch(/B\.A\. History/);
  });

  it('does not send a B.Tech dropout back to JEE', () => {
    const roadmap = roadmapOf('software-engineer', { stage: 'dropped-out', leftAt: 'college' });
    const [first, second] = stagesOf(roadmap);
    expect(second?.title).toBe('Stage 2 — Pick up from where you stopped');
    expect(JSON.stringify([first, second])).not.toMatch(/JEE/);
    expect(
      stagesOf(roadmap)
        .map((item) => item.title)
        .join('\n'),
    ).not.toMatch(/stream after Class 10/);
  });
});

describe('the goal sentence tells the truth', () => {
  it('says the roadmap is built for their goal only when they named this career', () => {
    const lawyer = roadmapOf(
      'lawyer',
      undefined,
      futureAnswer('Cleared CLAT and studied at an NLU'),
    );
    const fit = lawyer.sections[0]?.content.join(' ') ?? '';
    expect(fit).not.toMatch(/You named/);
    const other = roadmapOf(
      'clinical-psychologist',
      undefined,
      futureAnswer('Cleared CLAT and studied at an NLU'),
    );
    const bridge = other.sections[0]?.content.join(' ') ?? '';
    expect(bridge).toMatch(/You named “CLAT” as your goal/);
    expect(bridge).toContain(
      findCatalogueCareer('clinical-psychologist')?.title.toLowerCase().split(' ')[0],
    );
    expect(bridge).not.toMatch(/built to get you there|step towards it/);
  });
});
