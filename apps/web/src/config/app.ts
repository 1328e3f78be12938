export const APP_NAME: string = import.meta.env.VITE_APP_NAME || 'Homekeep';
