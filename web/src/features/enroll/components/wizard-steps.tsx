import { lazy, Suspense, type ComponentProps } from 'react';
import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  COMPLETED_PREREQUISITES_OPTIONS,
  COUNTRY_OPTIONS,
  COURSE_NAME_OPTIONS,
  GENDER_OPTIONS,
  INITIATED_OPTIONS,
  ISKCON_STATUS_OPTIONS,
  PREFERRED_LANGUAGE_OPTIONS,
  PREFERRED_CONTACT_OPTIONS,
  PREFERRED_SCHEDULE_OPTIONS,
  PRIOR_COURSE_OPTIONS,
  REFERRAL_SOURCE_OPTIONS,
  SPECIAL_ASSISTANCE_OPTIONS,
  STUDY_MATERIALS_OPTIONS,
  TECHNOLOGY_ACCESS_OPTIONS,
  YEARS_OF_PRACTICE_OPTIONS,
} from '@institute/core/application/choices';
import {
  NO_PREREQUISITES,
  prerequisitesFor,
} from '@institute/core/application/course-requirements';
import { VAIBHAVA_SCHEDULE } from '@institute/core/application/course-requirement-texts';
import { isFieldShown, type ConditionalField } from '@institute/core/application/fields';
import { type ApplicationFormValues } from '@institute/core/application/schema';
import {
  CheckboxGroupField,
  RadioField,
  SelectField,
  TextAreaField,
  TextField,
} from './form-fields';
import { usePublicHome } from '../../../lib/public-home-query';
import { StagedStack } from './staged-stack';
import { WaitlistNotice } from './waitlist-notice';

/**
 * A text field that shows only while the answer it depends on asks for it (an "Other" to
 * specify, the spiritual master of an initiated applicant). `required` must be stated: it mirrors
 * the schema's "please specify" checks (specifiedWhenShown), so the mark shows only on those.
 */
function ConditionalTextField(
  props: ComponentProps<typeof TextField> & { name: ConditionalField; required: boolean },
) {
  const answers = useWatch<ApplicationFormValues>();
  return isFieldShown(props.name, answers) ? <TextField {...props} /> : null;
}

const DateOfBirthField = lazy(() => import('./date-of-birth-field'));

function DateOfBirthPlaceholder() {
  // Same size and label as the real field while the calendar code loads.
  return (
    <TextInput label="Date of Birth" withAsterisk placeholder="Pick a date" disabled readOnly />
  );
}

export function PersonalStep() {
  return (
    <StagedStack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TextField name="full_name" label="Full Name" required autoComplete="name" />
        <TextField
          name="spiritual_name"
          label="Spiritual Name"
          description="If you have received one"
          autoComplete="off"
        />
        <TextField name="email" label="Email Address" required type="email" autoComplete="email" />
        <TextField
          name="phone"
          label="Phone Number"
          required
          type="tel"
          autoComplete="tel"
          description="Include your country code, e.g. +60 12 345 6789"
        />
      </SimpleGrid>
      <RadioField
        name="preferred_contact"
        label="Preferred Contact Channel"
        description="How would you like us to reach you?"
        options={PREFERRED_CONTACT_OPTIONS}
        inline
      />
      <Suspense fallback={<DateOfBirthPlaceholder />}>
        <DateOfBirthField />
      </Suspense>
      <RadioField name="gender" label="Gender" required options={GENDER_OPTIONS} inline />
      <TextAreaField
        name="address"
        label="Current Address"
        required
        autoComplete="street-address"
      />
      <SelectField
        name="country"
        label="Country"
        required
        options={COUNTRY_OPTIONS}
        placeholder="Select your country"
      />
    </StagedStack>
  );
}

export function SpiritualStep() {
  return (
    <StagedStack>
      <RadioField
        name="iskcon_status"
        label="ISKCON Affiliation Status"
        required
        options={ISKCON_STATUS_OPTIONS}
      />
      <ConditionalTextField
        name="iskcon_status_other"
        label="Please specify your ISKCON status"
        required
      />
      <RadioField
        name="years_of_practice"
        label="Years of Practice"
        required
        description="How long have you been practising Krishna consciousness?"
        options={YEARS_OF_PRACTICE_OPTIONS}
      />
      <RadioField name="initiated" label="Initiated" required options={INITIATED_OPTIONS} inline />
      <ConditionalTextField
        name="spiritual_master"
        label="Spiritual Master"
        required={false}
        description="The name of your spiritual master"
      />
      <CheckboxGroupField
        name="prior_courses"
        label="Prior Courses Completed"
        description="Select all that apply"
        options={PRIOR_COURSE_OPTIONS}
      />
      <ConditionalTextField
        name="other_prior_course"
        label="Please specify the other course"
        required={false}
      />
    </StagedStack>
  );
}

export function CourseStep() {
  const { control } = useFormContext<ApplicationFormValues>();
  const courseName = useWatch({ control, name: 'course_name' });
  return (
    <StagedStack>
      <SelectField
        name="course_name"
        label="Course Name"
        required
        options={COURSE_NAME_OPTIONS}
        placeholder="Select a course"
      />
      <WaitlistNotice />
      <RadioField
        name="preferred_language"
        label="Preferred Language"
        required
        options={PREFERRED_LANGUAGE_OPTIONS}
        inline
      />
      <ConditionalTextField
        name="other_language"
        label="Please specify your preferred language"
        required
      />
      <RadioField
        name="preferred_schedule"
        label="Preferred Schedule"
        description={courseName === 'bhakti-vaibhava' ? VAIBHAVA_SCHEDULE : undefined}
        required
        options={PREFERRED_SCHEDULE_OPTIONS}
      />
      <Text size="sm" c="dimmed">
        All courses are held online.
      </Text>
    </StagedStack>
  );
}

/** What the step says under an answer other than yes. */
const PREREQUISITES_NOTES: Partial<
  Record<string, { color: string; title: string; Icon: typeof IconInfoCircle; text: string }>
> = {
  no: {
    color: 'red',
    title: 'Important Note',
    Icon: IconAlertTriangle,
    text: 'Prerequisites are essential for this course. You may need to complete the required courses first. Please contact our advisors to discuss your options.',
  },
  'not-sure': {
    color: 'blue',
    title: 'Information',
    Icon: IconInfoCircle,
    text: 'Our advisors can help you find out whether you meet the prerequisites. Consider booking a short consultation with them before the course begins.',
  },
};

export function PrerequisitesStep() {
  const { control } = useFormContext<ApplicationFormValues>();
  const [answer, courseName] = useWatch({
    control,
    name: ['completed_prerequisites', 'course_name'],
  });
  const { data } = usePublicHome();
  const coursePrerequisites = prerequisitesFor(courseName, data?.courses ?? []);
  // A course that lists none has nothing to complete first: no warning that they are essential.
  const note = coursePrerequisites === NO_PREREQUISITES ? undefined : PREREQUISITES_NOTES[answer];
  return (
    <StagedStack>
      {coursePrerequisites && (
        <Text>
          <Text span fw={700}>
            Prerequisites for your course:{' '}
          </Text>
          {coursePrerequisites}
        </Text>
      )}
      <RadioField
        name="completed_prerequisites"
        label="Please indicate if you've completed the prerequisites"
        description="Have you completed the prerequisites for the course you chose?"
        required
        options={COMPLETED_PREREQUISITES_OPTIONS}
        inline
      />
      {note && (
        <Alert
          key={answer}
          color={note.color}
          variant="light"
          title={note.title}
          icon={<note.Icon size={20} aria-hidden="true" />}
          data-testid="prerequisites-note"
        >
          {note.text}
        </Alert>
      )}
    </StagedStack>
  );
}

export function SupportStep() {
  return (
    <StagedStack>
      <CheckboxGroupField
        name="special_assistance"
        label="Special Assistance"
        description="Do you need any of these? Select all that apply."
        options={SPECIAL_ASSISTANCE_OPTIONS}
      />
      <ConditionalTextField
        name="other_special_assistance"
        label="Please specify what assistance you need"
        required
      />
      <CheckboxGroupField
        name="technology_access"
        label="Technology Access"
        required
        description="Select all that apply"
        options={TECHNOLOGY_ACCESS_OPTIONS}
      />
      <RadioField
        name="study_materials"
        label="Study Materials"
        required
        options={STUDY_MATERIALS_OPTIONS}
      />
    </StagedStack>
  );
}

export function AdditionalStep() {
  return (
    <StagedStack>
      <SelectField
        name="referral_source"
        label="How did you hear about us?"
        options={REFERRAL_SOURCE_OPTIONS}
        placeholder="Select an option"
      />
      <ConditionalTextField
        name="other_referral_source"
        label="Please specify how you heard about us"
        required
      />
      <TextAreaField
        name="testimonial"
        label="Anything else you would like to share?"
        description="For example, why you want to join this course"
      />
    </StagedStack>
  );
}

export const STEP_COMPONENTS = [
  PersonalStep,
  SpiritualStep,
  CourseStep,
  PrerequisitesStep,
  SupportStep,
  AdditionalStep,
] as const;
