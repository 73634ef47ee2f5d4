import { Badge, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { controlProps } from '../../components/control-props';
import type * as v from 'valibot';
import { COURSE_NAME_OPTIONS } from '@institute/core/application/choices';
import {
  COURSE_LEVEL_OPTIONS,
  courseInputSchema,
  splitPrerequisites,
  type Course,
  type CourseInput,
} from '@institute/core/course/schema';
import {
  AdminListPage,
  statusBadge,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { PublishingFields } from '../../components/admin-fields';
import { RecordImageField } from '../../components/record-image-field';
import { useTypedValue } from '../../components/use-typed-value';
import { CourseIntakesField } from './course-intakes-field';

/** The form holds the API's body as it is. */
type CourseForm = v.InferInput<typeof courseInputSchema>;

const levelLabel = (level: string) =>
  COURSE_LEVEL_OPTIONS.find((option) => option.value === level)?.label ?? level;

function CourseFields({ form }: AdminFieldsProps<CourseForm, CourseInput>) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
      <Textarea
        label="Description"
        autosize
        minRows={3}
        maxRows={10}
        error={errors.description?.message}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Duration"
          placeholder="8 weeks"
          error={errors.duration?.message}
          {...register('duration')}
        />
        <Controller
          control={control}
          name="level"
          render={({ field, fieldState }) => (
            <Select
              label="Level"
              data={COURSE_LEVEL_OPTIONS}
              allowDeselect={false}
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'foundational')}
              {...controlProps(field, fieldState)}
            />
          )}
        />
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
      <Controller
        control={control}
        name="enroll_course"
        render={({ field, fieldState }) => (
          <Select
            label="Enrolment course"
            description="Pre-selected in the application form when people click Register Now."
            placeholder="Match by title"
            data={COURSE_NAME_OPTIONS}
            clearable
            value={field.value || null}
            onChange={(value) => field.onChange(value)}
            {...controlProps(field, fieldState)}
          />
        )}
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
  heading: 'All Courses',
  description: 'Published courses appear on the home page under their level.',
  columns: [
    {
      header: 'Title',
      cell: (course) => (
        <Text fw={600} size="sm">
          {course.title}
        </Text>
      ),
    },
    {
      header: 'Level',
      cell: (course) => (
        <Badge variant="outline" color="gray.7" miw="max-content">
          {levelLabel(course.level)}
        </Badge>
      ),
      wideOnly: true,
    },
    { header: 'Duration', cell: (course) => course.duration ?? '—', wideOnly: true },
    { header: 'Status', cell: (course) => statusBadge(course) },
    { header: 'Order', cell: (course) => course.sort_order, wideOnly: true },
  ],
  rowLabel: (course) => course.title,
  reorderable: true,
  inputSchema: courseInputSchema,
  emptyForm: () => ({
    title: '',
    description: '',
    duration: '',
    level: 'foundational',
    prerequisites: [],
    image: null,
    image_url: null,
    enroll_course: null,
    intakes: [],
    status: 'published',
    publish_from: null,
    unpublish_after: null,
    sort_order: 0,
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
