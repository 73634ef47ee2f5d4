import { Badge, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { COURSE_NAME_OPTIONS } from '@institute/core/application/choices';
import {
  COURSE_LEVEL_OPTIONS,
  courseInputSchema,
  splitPrerequisites,
  type Course,
  type CourseInput,
  type CourseLevel,
} from '@institute/core/course/schema';
import { toSortOrder } from '@institute/core/db/record-fields';
import {
  AdminListPage,
  statusBadge,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { ScheduleFields, SortOrderField, StatusSwitch } from '../../components/admin-fields';
import {
  EMPTY_SCHEDULE,
  scheduleToForm,
  scheduleToInput,
  type ScheduleForm,
} from '../../components/admin-schedule';
import { ImageSetField } from '../../components/image-set-field';
import { imageOf, type SiteImage } from '@institute/core/upload/image-set';
import {
  CourseIntakesField,
  intakeInputOf,
  intakeRowOf,
  type IntakeRow,
} from './course-intakes-field';

interface CourseForm extends ScheduleForm {
  title: string;
  description: string;
  duration: string;
  level: CourseLevel;
  /** Comma separated, as typed. */
  prerequisites: string;
  /** The course card's picture (resized copies, size, alt text); null shows the level's art. */
  image: SiteImage | null;
  /** '' when the course maps to no enrolment choice. */
  enrollCourse: string;
  intakes: IntakeRow[];
  published: boolean;
  sortOrder: number | string;
}

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
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <TextInput
        label="Prerequisites"
        description="Separate them with commas."
        placeholder="Bhakti-shastri, Recommendation letter"
        error={errors.prerequisites?.message}
        {...register('prerequisites')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageSetField
            label="Course image"
            description="Shown at the top of the course card. Empty: the built-in art of its level."
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="enrollCourse"
        render={({ field, fieldState }) => (
          <Select
            label="Enrolment course"
            description="Pre-selected in the application form when people click Register Now."
            placeholder="Match by title"
            data={COURSE_NAME_OPTIONS}
            clearable
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldState.error?.message}
          />
        )}
      />
      <CourseIntakesField form={form} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} verticalSpacing="md">
        <SortOrderField control={control} name="sortOrder" />
        <Stack justify="center">
          <StatusSwitch control={control} name="published" />
        </Stack>
      </SimpleGrid>
      <ScheduleFields control={control} from="publishFrom" until="unpublishAfter" />
    </>
  );
}

const courseConfig: AdminEntityConfig<Course, CourseForm, CourseInput> = {
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
    prerequisites: '',
    image: null,
    enrollCourse: '',
    intakes: [],
    published: true,
    sortOrder: 0,
    ...EMPTY_SCHEDULE,
  }),
  toForm: (course) => ({
    title: course.title,
    description: course.description ?? '',
    duration: course.duration ?? '',
    level: course.level,
    prerequisites: course.prerequisites.join(', '),
    // A course saved before image sets has only an address: it is kept as the picture.
    image: imageOf(course),
    enrollCourse: course.enroll_course ?? '',
    intakes: course.intakes.map(intakeRowOf),
    published: course.status === 'published',
    sortOrder: course.sort_order,
    ...scheduleToForm(course),
  }),
  toInput: (values) => ({
    title: values.title,
    description: values.description,
    duration: values.duration,
    level: values.level,
    prerequisites: splitPrerequisites(values.prerequisites),
    image: values.image,
    // Replaced by `image`, which now holds the picture.
    image_url: null,
    enroll_course: values.enrollCourse || null,
    intakes: values.intakes.map(intakeInputOf),
    status: values.published ? 'published' : 'draft',
    ...scheduleToInput(values),
    sort_order: toSortOrder(values.sortOrder),
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
