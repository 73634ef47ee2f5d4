import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyAnswers } from '@institute/core/application/schema';
import { renderWithTheme } from '../../../test/render';
import { STEP_ONE_DONE, WizardInMemory } from './wizard-in-memory';

/** The wizard at `step` with these answers, as if freshly opened (or restored from a draft). */
function renderWizard(
  values: typeof emptyAnswers,
  step: number,
  { restored = false }: { restored?: boolean } = {},
) {
  renderWithTheme(<WizardInMemory values={values} step={step} restored={restored} />);
}

describe('EnrollmentWizard', () => {
  it('Next on an empty first step shows every message of that step and stays', async () => {
    renderWizard(emptyAnswers, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    for (const message of [
      'Full name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must be at least 7 digits',
      'Date of birth is required',
      'Please select your gender',
      'Address must be at least 5 characters',
      'Country is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Information');
    expect(screen.queryByText('Initiation status is required')).toBeNull();
  });

  it('asks to specify "other" even while later steps are still empty', async () => {
    renderWizard(
      {
        ...STEP_ONE_DONE,
        iskcon_status: 'other',
        years_of_practice: '1-3',
        initiated: 'no',
      },
      1,
      { restored: true },
    );
    expect(screen.getByText('Welcome back')).toBeTruthy();
    // A step's fields mount one after another (StagedStack), a task apart.
    expect(await screen.findByLabelText(/Please specify your ISKCON status/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.querySelector('.mantine-InputWrapper-error')?.textContent).toBe(
        'Please specify your ISKCON status',
      ),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Spiritual Background');
  });

  it('moves on when the step is valid and shows the progress', async () => {
    renderWizard(STEP_ONE_DONE, 0);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('17');
    // happy-dom does not apply a default value to a <select> (browsers do), so choose it here.
    fireEvent.change(await screen.findByLabelText(/Country/), { target: { value: 'malaysia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Spiritual Background'),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Form' })).toBeNull();
  });

  it('"Welcome back" stands on the restored step only and goes once the applicant moves', async () => {
    renderWizard(STEP_ONE_DONE, 1, { restored: true });
    expect(screen.getAllByText('Welcome back')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Personal Information'),
    );
    expect(screen.queryByText('Welcome back')).toBeNull();
  });

  it('Reset Form asks in a dialog and clears nothing on Cancel', async () => {
    renderWizard(STEP_ONE_DONE, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the form?' });
    expect(dialog.textContent).toContain('Spiritual Background');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe('Radha Devi');

    fireEvent.click(screen.getByRole('button', { name: 'Reset Form' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    await waitFor(() =>
      expect((screen.getByLabelText(/Full Name/) as HTMLInputElement).value).toBe(''),
    );
  });

  const ALL_DONE = {
    ...STEP_ONE_DONE,
    iskcon_status: 'regular-attendee',
    years_of_practice: '3-5',
    initiated: 'no',
    course_name: 'bhakti-shastri',
    preferred_language: 'english',
    preferred_schedule: 'weekends',
    completed_prerequisites: 'yes',
    technology_access: ['internet'],
    study_materials: 'have-all',
  };

  it('refuses to submit without each consent, with its own message', async () => {
    renderWizard(ALL_DONE, 5);
    expect(
      screen
        .getByRole('link', { name: /personal data notice \(English and Bahasa/ })
        .getAttribute('href'),
    ).toBe('/privacy');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText(
        'Please confirm that you have read and agree to the personal data notice',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Please give your explicit consent to the processing of your spiritual background answers',
      ),
    ).toBeTruthy();
    // Ticking the notice alone leaves the sensitive-data message.
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read the personal data notice/ }));
    await waitFor(() =>
      expect(
        screen.queryByText(
          'Please confirm that you have read and agree to the personal data notice',
        ),
      ).toBeNull(),
    );
    expect(
      screen.getByText(
        'Please give your explicit consent to the processing of your spiritual background answers',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Parent or guardian's full name/)).toBeNull();
  });

  it("asks a 16-year-old's parent or guardian for their name and consent", async () => {
    const today = new Date();
    const sixteen = `${today.getFullYear() - 16}-01-01`;
    renderWizard({ ...ALL_DONE, date_of_birth: sixteen }, 5);
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read the personal data notice/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I give my explicit consent/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(
      await screen.findByText('Applicants under 18 need the name of a parent or guardian'),
    ).toBeTruthy();
    expect(
      screen.getByText('Applicants under 18 need the consent of a parent or guardian'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Parent or guardian's full name/)).toBeTruthy();
  });
});
