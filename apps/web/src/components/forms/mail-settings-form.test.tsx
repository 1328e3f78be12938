import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MailSettingsForm } from './mail-settings-form';
import { renderRoutes } from '@/test/render-app';
import { scriptedApi } from '@/test/scripted-api';

const api = scriptedApi('resident');
const allOn = { jobStatus: true, newOffer: true, messages: true, reviewReminders: true };
const down = { status: 503, json: { statusCode: 503, message: 'The database is not answering' } };

const renderForm = () =>
  renderRoutes([{ path: '/', element: <MailSettingsForm role="resident" /> }], '/');

describe('mail settings', () => {
  it('says they could not be loaded, with a way to try again, instead of loading forever', async () => {
    api.server.script([], () => down);
    renderForm();
    expect(await screen.findByText('Your mail settings could not be loaded')).toBeVisible();

    api.server.script([], () => ({ status: 200, json: { data: allOn } }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /Updates about my jobs/ })).toBeChecked();
  });

  it('changes a box at once, keeps the focus on it, and puts it back when the save fails', async () => {
    api.server.script([{ status: 200, json: { data: allOn } }], () => ({
      status: 400,
      json: { statusCode: 400, message: 'Mail settings cannot be changed right now.' },
    }));
    renderForm();
    const jobs = await screen.findByRole('checkbox', { name: /Updates about my jobs/ });
    await userEvent.click(jobs);
    expect(jobs).not.toBeChecked();
    expect(jobs).toHaveFocus();

    await waitFor(() => expect(jobs).toBeChecked());
    expect(jobs).toHaveFocus();
    expect(api.toasts).toEqual(['Mail settings cannot be changed right now.']);
    const put = api.server.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(put!.body)).toEqual({ jobStatus: false });
  });
});
