import { questionsForDay, type JourneyDay, type Qna } from '@acp/shared';

/**
 * A complete, valid answer list for a step: the `choice`-th option of every choice question
 * (wrapping), and the given texts (or a default sentence) for text questions.
 */
export function buildAnswers(
  day: JourneyDay,
  options: { choice?: number; texts?: string[] } = {},
): Qna[] {
  let textIndex = 0;
  return questionsForDay(day).map((question) => {
    if (question.type === 'choice') {
      const option = question.options[(options.choice ?? 0) % question.options.length] ?? '';
      return { question: question.text, answer: option };
    }
    const text =
      options.texts?.[textIndex] ??
      `My honest answer number ${textIndex + 1} about coding and music`;
    textIndex += 1;
    return { question: question.text, answer: text };
  });
}
