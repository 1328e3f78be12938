import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { appSlice } from '@/lib/app-slice';

export function createStore() {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [appSlice.reducerPath]: appSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;

let appStore: AppStore | undefined;

/** The page's one store, made when the first screen that reads the API needs it. */
export const getAppStore = (): AppStore => (appStore ??= createStore());
