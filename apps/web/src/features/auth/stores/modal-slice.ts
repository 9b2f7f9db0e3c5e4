import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which auth modal is showing (product.md §3 "Modal state", plus which of the two). */
export type AuthModalKind = 'login' | 'signup';

export interface ModalState {
  isModalOpen: boolean;
  which: AuthModalKind;
  /** The page to open after login or signup (a protected page asked for while logged out). */
  next: string | null;
}

const initialState: ModalState = { isModalOpen: false, which: 'login', next: null };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    /** Opens a modal; `next` is kept when one modal switches to the other. */
    openModal: {
      reducer(state, action: PayloadAction<{ which: AuthModalKind; next?: string | null }>) {
        state.isModalOpen = true;
        state.which = action.payload.which;
        if (action.payload.next !== undefined) state.next = action.payload.next;
      },
      prepare: (which: AuthModalKind, next?: string | null) => ({ payload: { which, next } }),
    },
    closeModal(state) {
      state.isModalOpen = false;
      state.next = null;
    },
    toggleModal(state) {
      state.isModalOpen = !state.isModalOpen;
    },
  },
});

export const { openModal, closeModal, toggleModal } = modalSlice.actions;
