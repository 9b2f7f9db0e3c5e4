import type { PublicUser } from '@acp/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { journeyLinkFor } from './journey-link';

const answered = [{ question: 'Q', answer: 'A' }];
// Only the presence of a career response matters here, not its content.
const someCareer = [{}] as PublicUser['careerResponse'];

describe('journeyLinkFor', () => {
  it('offers nothing to a visitor or to a user who has not answered Step 1', () => {
    expect(journeyLinkFor(null)).toBeNull();
    expect(journeyLinkFor(buildUser())).toBeNull();
  });

  it('resumes at Step 2 after Step 1', () => {
    const user = buildUser({ quesAns: { day1: answered, day2: [], day3: [] } });
    expect(journeyLinkFor(user)).toEqual({
      kind: 'resume',
      to: '/user/day2',
      label: 'Resume your journey',
    });
  });

  it('resumes at Step 3 after Step 2', () => {
    const user = buildUser({ quesAns: { day1: answered, day2: answered, day3: [] } });
    expect(journeyLinkFor(user)?.to).toBe('/user/day3');
  });

  it('still resumes at Step 3 when all steps are answered but no career response exists', () => {
    const user = buildUser({ quesAns: { day1: answered, day2: answered, day3: answered } });
    expect(journeyLinkFor(user)).toMatchObject({ kind: 'resume', to: '/user/day3' });
  });

  it('shows the journey once all three steps and a career response exist', () => {
    const user = buildUser({
      quesAns: { day1: answered, day2: answered, day3: answered },
      careerResponse: someCareer,
    });
    expect(journeyLinkFor(user)).toEqual({
      kind: 'blueprint',
      to: '/user/day3home',
      label: 'See your Journey',
    });
  });
});
