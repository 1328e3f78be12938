export { createStore, getAppStore, type AppStore, type RootState } from '@/lib/app-store';
