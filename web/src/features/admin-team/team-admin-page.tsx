import { Fieldset, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { toSortOrder } from '@institute/core/db/record-fields';
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
import { ScheduleFields, SortOrderField, StatusSwitch } from '../../components/admin-fields';
import {
  EMPTY_SCHEDULE,
  scheduleToForm,
  scheduleToInput,
  type ScheduleForm,
} from '../../components/admin-schedule';
import { ImageUploadField } from '../../components/image-upload-field';

interface TeamMemberForm extends ScheduleForm {
  name: string;
  role: string;
  bio: string;
  imageUrl: string;
  /** One field per network; blank means none. */
  socialLinksEmail: string;
  socialLinksLinkedin: string;
  socialLinksTwitter: string;
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
      <Fieldset legend="Social links (optional)" variant="unstyled">
        <Stack gap="sm">
          <TextInput
            type="email"
            label="Email"
            placeholder="name@example.org"
            error={errors.socialLinksEmail?.message}
            {...register('socialLinksEmail')}
          />
          <TextInput
            type="url"
            label="LinkedIn"
            placeholder="https://www.linkedin.com/in/…"
            error={errors.socialLinksLinkedin?.message}
            {...register('socialLinksLinkedin')}
          />
          <TextInput
            type="url"
            label="X (Twitter)"
            placeholder="https://x.com/…"
            error={errors.socialLinksTwitter?.message}
            {...register('socialLinksTwitter')}
          />
        </Stack>
      </Fieldset>
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
    {
      header: 'Name',
      cell: (member) => (
        <>
          <Text fw={600} size="sm">
            {member.name}
          </Text>
          {/* Phones: the role under the name, instead of its own column. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {member.role}
          </Text>
        </>
      ),
    },
    { header: 'Role', cell: (member) => member.role, wideOnly: true },
    { header: 'Status', cell: (member) => statusBadge(member) },
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
    socialLinksEmail: '',
    socialLinksLinkedin: '',
    socialLinksTwitter: '',
    published: true,
    sortOrder: 0,
    ...EMPTY_SCHEDULE,
  }),
  toForm: (member) => ({
    name: member.name,
    role: member.role,
    bio: member.bio ?? '',
    imageUrl: member.image_url ?? '',
    socialLinksEmail: member.social_links.email ?? '',
    socialLinksLinkedin: member.social_links.linkedin ?? '',
    socialLinksTwitter: member.social_links.twitter ?? '',
    published: member.status === 'published',
    sortOrder: member.sort_order,
    ...scheduleToForm(member),
  }),
  toInput: (values) => ({
    name: values.name,
    role: values.role,
    bio: values.bio,
    image_url: values.imageUrl,
    social_links: {
      email: values.socialLinksEmail,
      linkedin: values.socialLinksLinkedin,
      twitter: values.socialLinksTwitter,
    },
    status: values.published ? 'published' : 'draft',
    ...scheduleToInput(values),
    sort_order: toSortOrder(values.sortOrder),
  }),
  Fields: TeamMemberFields,
};

export function TeamAdminPage() {
  return <AdminListPage config={teamMemberConfig} />;
}
