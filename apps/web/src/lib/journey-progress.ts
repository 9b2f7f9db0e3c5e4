import { JOURNEY_DAYS, type JourneyDay, type PublicUser } from '@acp/shared';

/** One step of the journey and whether its answers are in. */
export interface DayProgress {
  day: JourneyDay;
  /** 1, 2 or 3: the widget says "Step 1" in the language shown. */
  number: number;
  done: boolean;
}

/** Which of the three days have answers (a day counts once its answer list is non-empty). */
export function dayProgressOf(quesAns: PublicUser['quesAns'] | undefined): DayProgress[] {
  return JOURNEY_DAYS.map((day, index) => {
    const answers: unknown = quesAns?.[day];
    return {
      day,
      number: index + 1,
      done: Array.isArray(answers) && answers.length > 0,
    };
  });
}

/** product.md §9: completed steps ÷ total × 100, rounded down (0, 33, 66 or 100 for three days). */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.floor((completed / total) * 100);
}
