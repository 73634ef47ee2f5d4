import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type * as v from 'valibot';
import { publishableDefaults } from '@institute/core/db/record-fields';
import { COURSE_NAME_OPTIONS } from '@institute/core/application/choices';
import { COURSE_LEVEL_OPTIONS } from '@institute/core/course/levels';
import {
  courseInputSchema,
  splitPrerequisites,
  type Course,
  type CourseInput,
} from '@institute/core/course/schema';
import {
  AdminListPage,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { optionColumn, publishingColumns, titleColumn } from '../../components/admin-columns';
import {
  LongTextField,
  PublishingFields,
  SelectField,
  TextField,
} from '../../components/admin-fields';
import { RecordImageField } from '../../components/record-image-field';
import { useTypedValue } from '../../components/use-typed-value';
import { CourseIntakesField } from './course-intakes-field';

/** The form holds the API's body as it is. */
type CourseForm = v.InferInput<typeof courseInputSchema>;

function CourseFields({ form }: AdminFieldsProps<CourseForm, CourseInput>) {
  const { control } = form;
  return (
    <>
      <TextField form={form} name="title" label="Title" required />
      <LongTextField form={form} name="description" label="Description" rows={[3, 10]} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField form={form} name="duration" label="Duration" placeholder="8 weeks" />
        <SelectField control={control} name="level" label="Level" data={COURSE_LEVEL_OPTIONS} />
      </SimpleGrid>
      <Controller
        control={control}
        name="prerequisites"
        render={({ field, fieldState }) => (
          <PrerequisitesInput
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            error={fieldState.error?.message}
          />
        )}
      />
      <RecordImageField
        form={form}
        label="Course image"
        description="Shown at the top of the course card. Empty: the built-in art of its level."
      />
      <SelectField
        control={control}
        name="enroll_course"
        label="Enrolment course"
        description="Pre-selected in the application form when people click Register Now."
        placeholder="Match by title"
        data={COURSE_NAME_OPTIONS}
        clearable
      />
      <CourseIntakesField form={form} />
      <PublishingFields control={control} ordered />
    </>
  );
}

interface PrerequisitesInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  name: string;
  error?: string;
}

/** The list typed as one line, separated by commas; the input keeps the text as typed. */
function PrerequisitesInput({ value, onChange, inputRef, ...props }: PrerequisitesInputProps) {
  const [shown, type] = useTypedValue(value, onChange, {
    read: splitPrerequisites,
    show: (list: string[]) => list.join(', '),
  });
  return (
    <TextInput
      label="Prerequisites"
      description="Separate them with commas."
      placeholder="Bhakti-shastri, Recommendation letter"
      value={shown}
      onChange={(event) => type(event.currentTarget.value)}
      ref={inputRef}
      {...props}
    />
  );
}

export const courseConfig: AdminEntityConfig<Course, CourseForm, CourseInput> = {
  names: { singular: 'course', title: 'Course', plural: 'courses', deleteNoun: 'course' },
  path: '/courses',
  area: 'courses',
  heading: 'All Courses',
  description: 'Published courses appear on the home page under their level.',
  columns: [
    titleColumn('Title', (course) => course.title),
    optionColumn('Level', COURSE_LEVEL_OPTIONS, (course) => course.level),
    { header: 'Duration', cell: (course) => course.duration ?? '—', wideOnly: true },
    ...publishingColumns<Course>(),
  ],
  rowLabel: (course) => course.title,
  reorderable: true,
  inputSchema: courseInputSchema,
  // What the API makes of an empty body, with the text boxes empty and the first level chosen.
  emptyForm: () => ({
    ...publishableDefaults(courseInputSchema),
    description: '',
    duration: '',
    level: 'foundational',
  }),
  Fields: CourseFields,
};

interface CoursesAdminPageProps {
  openAddOnLoad?: boolean;
  onAddOpened?: () => void;
}

export function CoursesAdminPage({ openAddOnLoad, onAddOpened }: CoursesAdminPageProps) {
  return (
    <AdminListPage config={courseConfig} openAddOnLoad={openAddOnLoad} onAddOpened={onAddOpened} />
  );
}
