import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { api } from '@/lib/api';

type ApiState = { [K in typeof api.reducerPath]: ReturnType<typeof api.reducer> };

/** Dispatch that also accepts thunks (RTK Query's cache utilities are thunks). */
export const useAppDispatch =
  useDispatch.withTypes<ThunkDispatch<ApiState, unknown, UnknownAction>>();
