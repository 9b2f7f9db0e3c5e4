import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Which auth modal is showing (product.md §3 "Modal state", plus which of the two). */
export type AuthModalKind = 'login' | 'signup';

export interface ModalState {
  isModalOpen: boolean;
  which: AuthModalKind;
}

const initialState: ModalState = { isModalOpen: false, which: 'login' };

export const modalSlice = createSlice({
  name: 'modal',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<AuthModalKind>) {
      state.isModalOpen = true;
      state.which = action.payload;
    },
    closeModal(state) {
      state.isModalOpen = false;
    },
    toggleModal(state) {
      state.isModalOpen = !state.isModalOpen;
    },
  },
});

export const { openModal, closeModal, toggleModal } = modalSlice.actions;
