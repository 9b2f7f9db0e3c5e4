import type { RoadmapResource, RoadmapSection, RoadmapStage } from '@acp/shared';
import { createContext, useContext } from 'react';

/** The words of a resource's link; English unless the page gives its own language's (DeepPage). */
export interface ResourceLinkWords {
  visit: string;
  /** The link's accessible name for a resource's name. */
  label: (name: string) => string;
}

export const ResourceLinkText = createContext<ResourceLinkWords>({
  visit: 'Visit Link',
  label: (name) => `Visit Link: ${name} (opens in a new tab)`,
});

/** A labelled group of items; a group's items may themselves be groups (rendered nested). */
export interface RoadmapGroup {
  label: string;
  items: readonly RoadmapItem[];
}
/** An item of a roadmap list: plain text, a resource with a link, or a nested group. */
export type RoadmapItem = string | RoadmapResource | RoadmapGroup;

const isGroup = (item: RoadmapItem): item is RoadmapGroup =>
  typeof item === 'object' && 'items' in item && Array.isArray(item.items);

function Resource({ resource }: { resource: RoadmapResource }) {
  const words = useContext(ResourceLinkText);
  return (
    <>
      {/* A name (a site, an exam, a document), said as it is in any language. */}
      <span translate="no" className="font-semibold text-slate-900">
        {resource.name}
      </span>
      <span className="text-slate-700"> — {resource.description} </span>
      <a
        href={resource.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={words.label(resource.name)}
        className="inline-flex min-h-11 items-center whitespace-nowrap font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      >
        {words.visit}
      </a>
    </>
  );
}

/** A labelled list; works for any depth of nested groups. */
export function RoadmapList({ group, level = 4 }: { group: RoadmapGroup; level?: 4 | 5 | 6 }) {
  const Heading = `h${level}` as const;
  const nextLevel = level === 4 ? 5 : 6;
  return (
    <div>
      <Heading className="text-sm font-bold uppercase tracking-wide text-indigo-800">
        {group.label}
      </Heading>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-indigo-400">
        {group.items.map((item, index) => (
          <li
            key={
              typeof item === 'string' ? item : `${index}-${isGroup(item) ? item.label : item.name}`
            }
          >
            {typeof item === 'string' ? (
              item
            ) : isGroup(item) ? (
              <div className="mt-2">
                <RoadmapList group={item} level={nextLevel} />
              </div>
            ) : (
              <Resource resource={item} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Stage({ stage }: { stage: RoadmapStage }) {
  return (
    <li className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <h3 className="text-lg font-bold text-slate-900">{stage.title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{stage.description}</p>
      {stage.lists.length > 0 ? (
        <div className="mt-4 grid gap-5 md:grid-cols-2">
          {stage.lists.map((list) => (
            <RoadmapList key={list.label} group={list} />
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** The deep roadmap's sections: heading, content lines ("" is a spacer), lists, then stages. */
export function RoadmapSections({ sections }: { sections: readonly RoadmapSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-2xl font-bold text-slate-900">{section.heading}</h2>
          {section.content.length > 0 ? (
            <div className="mt-3 leading-relaxed text-slate-700">
              {section.content.map((line, index) =>
                line.trim() === '' ? (
                  <div key={index} className="h-4" aria-hidden="true" />
                ) : (
                  <p key={index} className="mt-1.5">
                    {line}
                  </p>
                ),
              )}
            </div>
          ) : null}
          {section.lists && section.lists.length > 0 ? (
            <div className="mt-5 grid gap-5 md:grid-cols-2">
              {section.lists.map((list) => (
                <RoadmapList key={list.label} group={list} />
              ))}
            </div>
          ) : null}
          {section.stages && section.stages.length > 0 ? (
            <ol className="mt-5 space-y-5">
              {section.stages.map((stage) => (
                <Stage key={stage.title} stage={stage} />
              ))}
            </ol>
          ) : null}
        </section>
      ))}
    </div>
  );
}
