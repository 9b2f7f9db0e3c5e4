import type { Qna } from '@acp/shared';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getErrorMessage } from '@/lib/api-error';
import type { InsightKind, journeyApi } from '../api/journey-api';

/** The API module (and zod with it) loads on first use, off the landing page's critical path. */
const loadJourneyApi = () => import('../api/journey-api').then((module) => module.journeyApi);

/** Form state of spec §3: the saved answers of each step. */
export interface FormState {
  loading: boolean;
  success: boolean;
  error: string | null;
  day1: Qna[] | null;
  day2: Qna[] | null;
  day3: Qna[] | null;
}

/** AI state of spec §3: the `data` of the latest AI answer. */
export interface AiState {
  loading: boolean;
  success: boolean;
  error: string | null;
  result: unknown;
}

export interface JourneyState {
  form: FormState;
  ai: AiState;
}

const initialForm: FormState = {
  loading: false,
  success: false,
  error: null,
  day1: null,
  day2: null,
  day3: null,
};
const initialAi: AiState = { loading: false, success: false, error: null, result: null };

/** Rejected thunks carry the text to show. */
type RejectWithMessage = { rejectValue: string };

/** Saves one step's answers (`POST /form/dayNform`). */
export const submitAnswers = createAsyncThunk<
  Awaited<ReturnType<typeof journeyApi.submitAnswers>>,
  { day: 'day1' | 'day2' | 'day3'; qnaArray: Qna[] },
  RejectWithMessage
>('journey/submitAnswers', async ({ day, qnaArray }, { rejectWithValue }) => {
  try {
    return await (await loadJourneyApi()).submitAnswers(day, qnaArray);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

/** Asks for an AI result (Step 1, Step 2 or the career blueprint); stores its `data`. */
export const requestInsight = createAsyncThunk<unknown, InsightKind, RejectWithMessage>(
  'journey/requestInsight',
  async (kind, { rejectWithValue }) => {
    try {
      return (await (await loadJourneyApi()).requestInsight(kind)).data;
    } catch (error) {
      return rejectWithValue(getErrorMessage(error));
    }
  },
);

export const journeySlice = createSlice({
  name: 'journey',
  initialState: (): JourneyState => ({ form: initialForm, ai: initialAi }),
  reducers: {
    resetForm(state) {
      state.form = initialForm;
    },
    resetAi(state) {
      state.ai = initialAi;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitAnswers.pending, (state) => {
        state.form.loading = true;
        state.form.success = false;
        state.form.error = null;
      })
      .addCase(submitAnswers.fulfilled, (state, action) => {
        const { day } = action.meta.arg;
        state.form.loading = false;
        state.form.success = true;
        state.form[day] = action.payload[day] ?? action.meta.arg.qnaArray;
      })
      .addCase(submitAnswers.rejected, (state, action) => {
        state.form.loading = false;
        state.form.error = action.payload ?? action.error.message ?? null;
      })
      .addCase(requestInsight.pending, (state) => {
        state.ai.loading = true;
        state.ai.success = false;
        state.ai.error = null;
      })
      .addCase(requestInsight.fulfilled, (state, action) => {
        state.ai.loading = false;
        state.ai.success = true;
        state.ai.result = action.payload;
      })
      .addCase(requestInsight.rejected, (state, action) => {
        state.ai.loading = false;
        state.ai.error = action.payload ?? action.error.message ?? null;
      });
  },
});

export const { resetForm, resetAi } = journeySlice.actions;
