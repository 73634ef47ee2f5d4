import { Alert, Badge, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { liveSection } from '@institute/core/content-section/live';
import { isLive, publishState } from '@institute/core/db/publish-window';
import {
  SECTION_TYPE_OPTIONS,
  type ContentSection,
  type ContentSectionInput,
} from '@institute/core/content-section/schema';
import {
  AdminListPage,
  statusBadge,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { PublishingFields, SelectField, TextField } from '../../components/admin-fields';
import { optionColumn, optionLabel, titleColumn } from '../../components/admin-columns';
import {
  contentSectionFormInput,
  emptyContentForm,
  readJson,
  toContentForm,
  type ContentSectionForm,
} from './content-fields';
import { SectionContentEditor } from './section-content-editor';
import { InstituteTime } from '../../components/institute-time';
import { recordListQuery } from '../../lib/admin-records';

const PATH = '/content-sections';

export function ContentSectionFields({
  form,
  recordId,
}: AdminFieldsProps<ContentSectionForm, ContentSectionInput>) {
  const { control } = form;
  return (
    <>
      <TextField form={form} name="title" label="Title" required />
      <SelectField
        control={control}
        name="section_type"
        label="Section Type"
        description="A published section replaces the texts of that part of the home page (of several of one type, the newest shows)."
        data={SECTION_TYPE_OPTIONS}
      />
      <ReplacesLiveNote form={form} recordId={recordId} />
      <SectionContentEditor form={form} />
      <PublishingFields control={control} />
    </>
  );
}

/**
 * Saved as it stands, would this section take the place of the one the home page shows now? A
 * new section is the newest, so a published one always does (decision 031): staff adding a
 * section to try it out would otherwise replace the live hero unawares.
 */
function ReplacesLiveNote({
  form,
  recordId,
}: AdminFieldsProps<ContentSectionForm, ContentSectionInput>) {
  const [type, status] = useWatch({ control: form.control, name: ['section_type', 'status'] });
  const sections = useQuery(recordListQuery<ContentSection>(PATH)).data ?? [];
  const now = new Date();
  const live = liveSection(
    sections.filter((item) => isLive(item, now)),
    type,
  );
  if (!live || live.id === recordId || status !== 'published') return null;
  const edited = sections.find((item) => item.id === recordId);
  const saved = {
    id: recordId ?? '',
    section_type: type,
    status,
    created_at: edited?.created_at ?? now.toISOString(),
  };
  if (liveSection([live, saved], type) !== saved) return null;
  const kind = optionLabel(SECTION_TYPE_OPTIONS, type).toLowerCase();
  return (
    <Alert color="saffron" variant="light" title={`This replaces the live ${kind} section`}>
      Published, this section is what the home page shows in place of “{live.title}”. Turn Published
      off below to keep it as a draft.
    </Alert>
  );
}

/**
 * Only one published section of a type is shown on the site (the newest): the list says which,
 * and why the others are not.
 */
function LiveStatus({ section, all }: { section: ContentSection; all: readonly ContentSection[] }) {
  if (publishState(section, new Date()) !== 'published') return statusBadge(section);
  const now = new Date();
  const live = liveSection(
    all.filter((item) => isLive(item, now)),
    section.section_type,
  );
  if (live?.id === section.id) {
    return (
      <>
        {statusBadge(section)}
        <Badge variant="outline" color="#1b5e20" size="sm" miw="max-content" mt={4} display="block">
          Live on the site
        </Badge>
      </>
    );
  }
  return (
    <>
      {statusBadge(section)}
      <Text size="xs" c="dimmed" mt={4}>
        Not shown: a newer {optionLabel(SECTION_TYPE_OPTIONS, section.section_type).toLowerCase()}{' '}
        section is live
      </Text>
    </>
  );
}

export const contentSectionConfig: AdminEntityConfig<
  ContentSection,
  ContentSectionForm,
  ContentSectionInput
> = {
  names: {
    singular: 'content section',
    title: 'Content Section',
    plural: 'content sections',
    deleteNoun: 'section',
  },
  path: PATH,
  area: 'content_sections',
  heading: 'Content Sections',
  description:
    'Texts of the home page: hero, about, statistics and footer. Newest first. Of each type, the newest published section is the one the site shows (Live).',
  columns: [
    titleColumn('Title', (section) => section.title),
    optionColumn('Type', SECTION_TYPE_OPTIONS, (section) => section.section_type),
    { header: 'Status', cell: (section, all) => <LiveStatus section={section} all={all} /> },
    {
      header: 'Updated',
      cell: (section) => <InstituteTime at={section.updated_at} />,
      wideOnly: true,
    },
  ],
  rowLabel: (section) => section.title,
  // The API's body schema plus each type's content fields, over the form's view of the content.
  inputSchema: contentSectionFormInput,
  emptyForm: emptyContentForm,
  recordForm: toContentForm,
  savedNote: (values) =>
    values.editor === 'json' && !readJson(values.json).ok
      ? 'Its JSON was not valid, so the content was left as it was.'
      : undefined,
  Fields: ContentSectionFields,
};

export function ContentAdminPage() {
  return <AdminListPage config={contentSectionConfig} />;
}
