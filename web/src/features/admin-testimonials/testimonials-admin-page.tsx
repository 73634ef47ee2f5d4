import { Select, SimpleGrid, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { controlProps } from '../../components/control-props';
import type * as v from 'valibot';
import { publishableDefaults } from '@institute/core/db/record-fields';
import {
  RATING_OPTIONS,
  testimonialInputSchema,
  type Testimonial,
  type TestimonialInput,
} from '@institute/core/testimonial/schema';
import {
  AdminListPage,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { publishingColumns, titleColumn } from '../../components/admin-columns';
import { LongTextField, PublishingFields, TextField } from '../../components/admin-fields';
import { RecordImageField } from '../../components/record-image-field';

/** The form holds the API's body as it is. */
type TestimonialForm = v.InferInput<typeof testimonialInputSchema>;

const RATING_DATA = RATING_OPTIONS.map((rating) => ({
  value: String(rating),
  label: `${rating} star${rating === 1 ? '' : 's'}`,
}));

function TestimonialFields({ form }: AdminFieldsProps<TestimonialForm, TestimonialInput>) {
  const { control } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="role" label="Role" placeholder="Bhakti-shastri student" />
      </SimpleGrid>
      <LongTextField form={form} name="content" label="Content" required rows={[4, 12]} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <Select
              label="Rating"
              data={RATING_DATA}
              allowDeselect={false}
              value={String(field.value ?? 5)}
              onChange={(value) => field.onChange(Number(value ?? 5))}
              {...controlProps(field, fieldState)}
            />
          )}
        />
      </SimpleGrid>
      <RecordImageField
        form={form}
        label="Photo"
        description="Shown small and round beside the name. Empty: the initials."
      />
      <PublishingFields control={control} ordered />
    </>
  );
}

export const testimonialConfig: AdminEntityConfig<Testimonial, TestimonialForm, TestimonialInput> =
  {
    names: {
      singular: 'testimonial',
      title: 'Testimonial',
      plural: 'testimonials',
      deleteNoun: 'testimonial',
    },
    path: '/testimonials',
    area: 'testimonials',
    heading: 'All Testimonials',
    description: 'Published testimonials appear in the Student Testimonials carousel.',
    columns: [
      titleColumn('Name', (item) => item.name),
      { header: 'Role', cell: (item) => item.role ?? '—', wideOnly: true },
      {
        header: 'Rating',
        cell: (item) => (
          <Text size="sm" c="yellow.9" aria-label={`${item.rating} out of 5`}>
            {'★'.repeat(item.rating)}
            <Text span c="gray.5" aria-hidden="true">
              {'★'.repeat(5 - item.rating)}
            </Text>
          </Text>
        ),
        wideOnly: true,
      },
      ...publishingColumns<Testimonial>(),
    ],
    rowLabel: (item) => `testimonial by ${item.name}`,
    reorderable: true,
    inputSchema: testimonialInputSchema,
    // What the API makes of an empty body (five stars), with the text boxes empty.
    emptyForm: () => ({ ...publishableDefaults(testimonialInputSchema), role: '' }),
    Fields: TestimonialFields,
  };

export function TestimonialsAdminPage() {
  return <AdminListPage config={testimonialConfig} />;
}
