import { toQnaArray, type JourneyDay, type Qna } from '@acp/shared';
import { useCallback, useEffect, useRef } from 'react';
import type { UseFormWatch } from 'react-hook-form';
import { useSaveDraftMutation } from '../api/journey-api';

/** How long after the last change the answers are sent: one call per pause, not per key. */
export const DRAFT_SAVE_DELAY_MS = 800;

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

const answeredOnly = (day: JourneyDay, values: Record<string, string | undefined>): Qna[] =>
  toQnaArray(day, values).filter((item) => item.answer.trim() !== '');

/**
 * Keeps the answers given so far on the server a moment after each change, so a reload or
 * another device starts where the person left off. Leaving the page sends what is pending;
 * `settle` drops it (the step is being submitted, which clears the draft).
 */
export function useDraftAutosave(
  day: JourneyDay,
  watch: UseFormWatch<Record<string, string>>,
  enabled: boolean,
) {
  const [saveDraft, state] = useSaveDraftMutation();
  const pending = useRef<Qna[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef('');

  const send = useCallback(() => {
    clearTimeout(timer.current);
    const qnaArray = pending.current;
    pending.current = null;
    if (!qnaArray) return;
    const key = JSON.stringify(qnaArray);
    if (key === lastSent.current) return;
    lastSent.current = key;
    saveDraft({ day, qnaArray })
      .unwrap()
      .catch(() => {
        // Not kept: the next change tries again, even back to the same answers.
        lastSent.current = '';
      });
  }, [day, saveDraft]);

  useEffect(() => {
    if (!enabled) return undefined;
    const subscription = watch((values) => {
      pending.current = answeredOnly(day, values);
      clearTimeout(timer.current);
      timer.current = setTimeout(send, DRAFT_SAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      send();
    };
  }, [day, watch, enabled, send]);

  const settle = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  const status: DraftStatus = state.isLoading
    ? 'saving'
    : state.isError
      ? 'failed'
      : state.isSuccess
        ? 'saved'
        : 'idle';
  return { status, settle };
}
