import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AppState = { subscriptionBegan: boolean };

const initialState: AppState = { subscriptionBegan: false };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    setSubscriptionBegan(state, action: PayloadAction<boolean>) {
      state.subscriptionBegan = action.payload;
    },
  },
  selectors: {
    selectSubscriptionBegan: (state) => state.subscriptionBegan,
  },
});

export const { setSubscriptionBegan } = appSlice.actions;
export const { selectSubscriptionBegan } = appSlice.selectors;
