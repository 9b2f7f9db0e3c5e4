import type { PaymentVerifyInput } from '@acp/shared';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { getErrorMessage } from '@/lib/api-error';

/** Payment state of spec §3. */
export interface PaymentState {
  loading: boolean;
  success: boolean;
  error: string | null;
  isPaymentDone: boolean;
}

const initialState: PaymentState = {
  loading: false,
  success: false,
  error: null,
  isPaymentDone: false,
};

const loadPaymentApi = () => import('../api/payment-api').then((module) => module.paymentApi);

type PaymentAnswer = { isPaymentDone: boolean; message: string };

/** Checks the checkout's signature on the server; fulfilled means the report is unlocked. */
export const verifyPayment = createAsyncThunk<
  PaymentAnswer,
  PaymentVerifyInput,
  { rejectValue: string }
>('payment/verify', async (input, { rejectWithValue }) => {
  try {
    return await (await loadPaymentApi()).verify(input);
  } catch (error) {
    return rejectWithValue(getErrorMessage(error));
  }
});

/** `POST /user/payment`: whether the caller's full report is unlocked. */
export const fetchPaymentStatus = createAsyncThunk<PaymentAnswer, void, { rejectValue: string }>(
  'payment/status',
  async (_, { rejectWithValue }) => {
    try {
      return await (await loadPaymentApi()).status();
    } catch (error) {
      return rejectWithValue(getErrorMessage(error));
    }
  },
);

export const paymentSlice = createSlice({
  name: 'payment',
  initialState,
  reducers: {
    /** A failure outside the thunks (order, checkout, cancel) is stored the same way. */
    paymentFailed(state, action: { payload: string }) {
      state.loading = false;
      state.success = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [verifyPayment, fetchPaymentStatus]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.loading = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.loading = false;
          state.success = action.payload.isPaymentDone;
          state.isPaymentDone = action.payload.isPaymentDone;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.loading = false;
          state.error = action.payload ?? action.error.message ?? null;
        });
    }
  },
});

export const { paymentFailed } = paymentSlice.actions;
