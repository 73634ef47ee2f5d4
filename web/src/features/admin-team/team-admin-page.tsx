import { SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { parseJsonObject, toSortOrder } from '@institute/core/db/record-fields';
import {
  teamMemberInputSchema,
  type TeamMember,
  type TeamMemberInput,
} from '@institute/core/team-member/schema';
import {
  AdminListPage,
  statusBadge,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { JsonTextarea, SortOrderField, StatusSwitch } from '../../components/admin-fields';
import { ImageUploadField } from '../../components/image-upload-field';

interface TeamMemberForm {
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
  /** JSON text of { email, linkedin, twitter }. */
  socialLinks: string;
  published: boolean;
  sortOrder: number | string;
}

function TeamMemberFields({ form }: AdminFieldsProps<TeamMemberForm, TeamMemberInput>) {
  const { register, control, formState } = form;
  const { errors } = formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput label="Name" required error={errors.name?.message} {...register('name')} />
        <TextInput label="Role" required error={errors.role?.message} {...register('role')} />
      </SimpleGrid>
      <Textarea
        label="Bio"
        autosize
        minRows={4}
        maxRows={12}
        error={errors.bio?.message}
        {...register('bio')}
      />
      <ImageUploadField form={form} name="imageUrl" />
      <JsonTextarea
        control={control}
        name="socialLinks"
        label="Social Links (JSON)"
        description='For example {"email": "name@example.org", "linkedin": "https://…", "twitter": "https://…"}.'
        minRows={4}
      />
      {errors.socialLinks?.message ? (
        <Text size="sm" c="red.9" mt={-8}>
          {errors.socialLinks.message}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} verticalSpacing="md">
        <SortOrderField control={control} name="sortOrder" />
        <Stack justify="center">
          <StatusSwitch control={control} name="published" />
        </Stack>
      </SimpleGrid>
    </>
  );
}

const teamMemberConfig: AdminEntityConfig<TeamMember, TeamMemberForm, TeamMemberInput> = {
  names: {
    singular: 'team member',
    title: 'Team Member',
    plural: 'team members',
    deleteNoun: 'team member',
  },
  path: '/team-members',
  heading: 'All Team Members',
  description: 'Published members appear in the Meet Our Team section.',
  columns: [
    { header: 'Name', cell: (member) => <Text fw={600} size="sm">{member.name}</Text> },
    { header: 'Role', cell: (member) => member.role },
    { header: 'Status', cell: (member) => statusBadge(member.status) },
    { header: 'Order', cell: (member) => member.sort_order, wideOnly: true },
  ],
  rowLabel: (member) => member.name,
  reorderable: true,
  inputSchema: teamMemberInputSchema,
  emptyForm: () => ({
    name: '',
    role: '',
    bio: '',
    imageUrl: '',
    socialLinks: '{}',
    published: true,
    sortOrder: 0,
  }),
  toForm: (member) => ({
    name: member.name,
    role: member.role,
    bio: member.bio ?? '',
    imageUrl: member.image_url ?? '',
    socialLinks: JSON.stringify(member.social_links, null, 2),
    published: member.status === 'published',
    sortOrder: member.sort_order,
  }),
  toInput: (values, member) => ({
    name: values.name,
    role: values.role,
    bio: values.bio,
    image_url: values.imageUrl,
    // Invalid JSON is ignored: the member keeps the links it had.
    social_links: parseJsonObject(values.socialLinks) ?? member?.social_links ?? {},
    status: values.published ? 'published' : 'draft',
    sort_order: toSortOrder(values.sortOrder),
  }),
  Fields: TeamMemberFields,
};

export function TeamAdminPage() {
  return <AdminListPage config={teamMemberConfig} />;
}
