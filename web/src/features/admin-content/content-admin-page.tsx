import { Badge, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import {
  SECTION_TYPE_OPTIONS,
  contentSectionInputSchema,
  type ContentSection,
  type ContentSectionInput,
  type SectionType,
} from '@institute/core/content-section/schema';
import { parseJsonObject } from '@institute/core/db/record-fields';
import {
  AdminListPage,
  statusBadge,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { JsonTextarea, StatusSwitch } from '../../components/admin-fields';

interface ContentSectionForm {
  title: string;
  sectionType: SectionType;
  /** JSON text of the section's content object. */
  content: string;
  published: boolean;
}

/** The keys the public home reads from a published section of each type. */
const CONTENT_KEYS: Record<SectionType, string> = {
  hero: '{"eyebrow": "…", "title": "…", "description": "…"}',
  about: '{"title": "…", "body": "…"}',
  statistics: '{} (the numbers themselves are in Settings, Key Statistics)',
  footer: '{"text": "…"}',
};

const typeLabel = (type: string) =>
  SECTION_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

function ContentSectionFields({ form }: AdminFieldsProps<ContentSectionForm, ContentSectionInput>) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const sectionType = useWatch({ control, name: 'sectionType' });
  return (
    <>
      <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
      <Controller
        control={control}
        name="sectionType"
        render={({ field, fieldState }) => (
          <Select
            label="Section Type"
            description="A published hero, about or footer section replaces that part of the home page."
            data={SECTION_TYPE_OPTIONS}
            allowDeselect={false}
            value={field.value}
            onChange={(value) => field.onChange(value ?? 'hero')}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
            error={fieldState.error?.message}
          />
        )}
      />
      <JsonTextarea
        control={control}
        name="content"
        label="Content (JSON)"
        description={`The site reads: ${CONTENT_KEYS[sectionType]}.`}
      />
      {errors.content?.message ? (
        <Text size="sm" c="red.9" mt={-8}>
          {errors.content.message}
        </Text>
      ) : null}
      <Stack>
        <StatusSwitch control={control} name="published" />
      </Stack>
    </>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
};

const contentSectionConfig: AdminEntityConfig<ContentSection, ContentSectionForm, ContentSectionInput> = {
  names: {
    singular: 'content section',
    title: 'Content Section',
    plural: 'content sections',
    deleteNoun: 'section',
  },
  path: '/content-sections',
  heading: 'Content Sections',
  description: 'Texts of the home page: hero, about, statistics and footer. Newest first.',
  columns: [
    { header: 'Title', cell: (section) => <Text fw={600} size="sm">{section.title}</Text> },
    {
      header: 'Type',
      cell: (section) => (
        <Badge variant="outline" color="gray.7" miw="max-content">
          {typeLabel(section.section_type)}
        </Badge>
      ),
      wideOnly: true,
    },
    { header: 'Status', cell: (section) => statusBadge(section.status) },
    { header: 'Updated', cell: (section) => formatDate(section.updated_at), wideOnly: true },
  ],
  rowLabel: (section) => section.title,
  inputSchema: contentSectionInputSchema,
  emptyForm: () => ({ title: '', sectionType: 'hero', content: '{}', published: true }),
  toForm: (section) => ({
    title: section.title,
    sectionType: section.section_type,
    content: JSON.stringify(section.content, null, 2),
    published: section.status === 'published',
  }),
  toInput: (values, section) => ({
    title: values.title,
    section_type: values.sectionType,
    // Invalid JSON is ignored: the section keeps the content it had.
    content: parseJsonObject(values.content) ?? section?.content ?? {},
    status: values.published ? 'published' : 'draft',
  }),
  Fields: ContentSectionFields,
};

export function ContentAdminPage() {
  return <AdminListPage config={contentSectionConfig} />;
}
