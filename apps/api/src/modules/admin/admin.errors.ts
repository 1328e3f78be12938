import { badRequest } from '../../lib/app-error';

export const adminErrors = {
  periodTooLong: (maxDays: number) =>
    badRequest('admin.period_too_long', `Choose a period of at most ${maxDays} days.`, [
      { path: 'from', message: `the period must be at most ${maxDays} days` },
    ]),
};
