import { useState } from 'react';
import { emptyAnswers, type ApplicationAnswerValues } from '@institute/core/application/schema';
import { EnrollmentWizard } from './enrollment-wizard';

/** Step 1 answered, the rest empty: where the component tests start. */
export const STEP_ONE_DONE: ApplicationAnswerValues = {
  ...emptyAnswers,
  full_name: 'Radha Devi',
  email: 'radha@example.com',
  phone: '+60123456789',
  date_of_birth: '1990-01-15',
  gender: 'female',
  address: '12 Jalan Ipoh',
  country: 'malaysia',
};

/**
 * The wizard for component tests: its step kept in memory, where the page keeps it in the address
 * (form-stack.tsx), so the tests need no router.
 */
export function WizardInMemory({
  values,
  step,
  restored = false,
}: {
  values: ApplicationAnswerValues;
  step: number;
  restored?: boolean;
}) {
  const [shown, setShown] = useState(step);
  return (
    <EnrollmentWizard
      initial={{ id: '5b0f3f5e-8d0c-4e0a-9a57-2f6f0c4f0b1a', values }}
      restored={restored}
      step={shown}
      onStep={setShown}
      onSubmitted={() => undefined}
    />
  );
}
