import { describe, expect, it } from 'vitest';
import { buildCareerResult, buildMentionedCareer } from '@/test/factories';
import { hindiCareerTitle } from './career-title';

describe('hindiCareerTitle', () => {
  const blueprint = buildCareerResult();
  blueprint.results.topCareers.careers[1] = {
    ...blueprint.results.topCareers.careers[1]!,
    titleHi: 'टीचर',
  };
  blueprint.results.mentionedCareers = [buildMentionedCareer({ title: 'Pilot', titleHi: 'पायलट' })];
  const user = { careerResponse: [blueprint] };

  it('finds the Hindi title of a top career or a named one by its English title', () => {
    expect(hindiCareerTitle(user, 'Teacher')).toBe('टीचर');
    expect(hindiCareerTitle(user, 'Pilot')).toBe('पायलट');
  });

  it('has none for a career without one, or without a blueprint', () => {
    expect(hindiCareerTitle(user, 'Data Analyst')).toBeNull();
    expect(hindiCareerTitle(user, 'Lawyer')).toBeNull();
    expect(hindiCareerTitle({ careerResponse: [] }, 'Teacher')).toBeNull();
  });
});
