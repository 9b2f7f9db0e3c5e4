import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

/** The store's hooks, typed once (Redux Toolkit's recommended pattern). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
