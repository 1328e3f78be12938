export const APP_NAME: string = import.meta.env.VITE_APP_NAME || 'Homekeep';

/** Where people reach the team: the contact page and the help and policy pages show them. */
export const SUPPORT_EMAIL = `hello@${APP_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
export const SUPPORT_PHONE = '+1 (555) 010-0100';
/** The phone number as a tel: link dials it. */
export const SUPPORT_PHONE_LINK = `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`;
