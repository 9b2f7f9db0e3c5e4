import type { RoadmapSection } from '@acp/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoadmapList, RoadmapSections } from './roadmap-sections';

const sections: RoadmapSection[] = [
  {
    heading: 'Why this career fits you',
    content: ['You love solving puzzles.', '', 'And you explain them well.'],
  },
  {
    heading: 'Your roadmap',
    content: [],
    stages: [
      {
        title: 'Explore',
        description: 'Find out what the work is like.',
        lists: [
          { label: 'Skills to build', items: ['Statistics', 'Python'] },
          {
            label: 'Where to learn',
            items: [
              'Your school library',
              {
                name: 'Khan Academy',
                description: 'Free maths courses',
                link: 'https://www.khanacademy.org/',
              },
            ],
          },
        ],
      },
      { title: 'First job', description: 'Apply for internships.', lists: [] },
    ],
  },
];

describe('RoadmapSections', () => {
  it('renders headings, content lines with "" as spacers, and stages', () => {
    const { container } = render(<RoadmapSections sections={sections} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why this career fits you' }),
    ).toBeVisible();
    expect(screen.getByText('You love solving puzzles.')).toBeVisible();
    expect(screen.getByText('And you explain them well.')).toBeVisible();
    expect(container.querySelectorAll('[aria-hidden="true"].h-4')).toHaveLength(1);
    const stages = screen.getAllByRole('heading', { level: 3 });
    expect(stages.map((stage) => stage.textContent)).toEqual(['Explore', 'First job']);
    expect(screen.getByText('Apply for internships.')).toBeVisible();
  });

  it('renders plain items and resources with a safe "Visit Link" in a new tab', () => {
    render(<RoadmapSections sections={sections} />);
    const skills = screen.getByRole('heading', {
      level: 4,
      name: 'Skills to build',
    }).parentElement!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Statistics', 'Python']);
    expect(screen.getByText('Your school library')).toBeVisible();
    expect(screen.getByText('Khan Academy')).toBeVisible();
    expect(screen.getByText(/Free maths courses/)).toBeVisible();
    const link = screen.getByRole('link', { name: /^Visit Link/ });
    expect(link).toHaveTextContent('Visit Link');
    expect(link).toHaveAttribute('href', 'https://www.khanacademy.org/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nested groups of lists at any depth', () => {
    render(
      <RoadmapList
        group={{
          label: 'Entrance exams',
          items: [
            'Class 12 boards',
            {
              label: 'Engineering',
              items: [
                'JEE Main',
                { label: 'Advanced', items: ['JEE Advanced'] },
                { name: 'NTA', description: 'Exam portal', link: 'https://nta.ac.in/' },
              ],
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Entrance exams' })).toBeVisible();
    const engineering = screen.getByRole('heading', { level: 5, name: 'Engineering' });
    const group = engineering.parentElement!;
    expect(within(group).getByText('JEE Main')).toBeVisible();
    expect(within(group).getByRole('heading', { level: 6, name: 'Advanced' })).toBeVisible();
    expect(within(group).getByText('JEE Advanced')).toBeVisible();
    expect(within(group).getByRole('link', { name: /^Visit Link: NTA/ })).toHaveAttribute(
      'href',
      'https://nta.ac.in/',
    );
  });

  it('renders a section’s own lists after its lines, with links to official sites', () => {
    render(
      <RoadmapSections
        sections={[
          {
            heading: 'Your route in India',
            content: ['The main way in runs through the CLAT consortium.'],
            lists: [
              {
                label: 'Entrance and recruitment exams',
                items: [
                  {
                    name: 'CLAT',
                    description: 'By the Consortium of NLUs; usually December.',
                    link: 'https://consortiumofnlus.ac.in',
                  },
                  'AIBE — after your LLB',
                ],
              },
            ],
          },
        ]}
      />,
    );
    const list = screen.getByRole('heading', { level: 4, name: 'Entrance and recruitment exams' });
    expect(list).toBeVisible();
    expect(screen.getByText('AIBE — after your LLB')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Visit Link: CLAT (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://consortiumofnlus.ac.in');
  });
});
