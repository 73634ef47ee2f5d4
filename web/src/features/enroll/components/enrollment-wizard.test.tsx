import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyApplicationForm } from '@institute/core/application/schema';
import { renderWithTheme } from '../../../test/render';
import { EnrollmentWizard } from './enrollment-wizard';

const ID = '5b0f3f5e-8d0c-4e0a-9a57-2f6f0c4f0b1a';
const STEP_ONE_DONE = {
  ...emptyApplicationForm,
  fullName: 'Radha Devi',
  email: 'radha@example.com',
  phone: '+60123456789',
  dateOfBirth: '1990-01-15',
  gender: 'female',
  address: '12 Jalan Ipoh',
  country: 'malaysia',
};

describe('EnrollmentWizard', () => {
  it('Next on an empty first step shows every message of that step and stays', async () => {
    renderWithTheme(
      <EnrollmentWizard
        initial={{ id: ID, values: emptyApplicationForm, step: 0 }}
        restored={false}
        onSubmitted={() => undefined}
      />,
    );
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
    renderWithTheme(
      <EnrollmentWizard
        initial={{
          id: ID,
          values: {
            ...STEP_ONE_DONE,
            iskconStatus: 'other',
            yearsOfPractice: '1-3',
            initiated: 'no',
          },
          step: 1,
        }}
        restored
        onSubmitted={() => undefined}
      />,
    );
    expect(screen.getByText('Welcome back')).toBeTruthy();
    expect(screen.getByLabelText('Please specify your ISKCON status')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.querySelector('.mantine-InputWrapper-error')?.textContent).toBe(
        'Please specify your ISKCON status',
      ),
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Spiritual Background');
  });

  it('moves on when the step is valid and shows the progress', async () => {
    renderWithTheme(
      <EnrollmentWizard
        initial={{ id: ID, values: STEP_ONE_DONE, step: 0 }}
        restored={false}
        onSubmitted={() => undefined}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('17');
    // happy-dom does not apply a default value to a <select> (browsers do), so choose it here.
    fireEvent.change(screen.getByLabelText(/Country/), { target: { value: 'malaysia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Spiritual Background'),
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Form' })).toBeNull();
  });
});
