import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type * as v from 'valibot';
import { publishableDefaults } from '@institute/core/db/record-fields';
import {
  teamMemberInputSchema,
  type TeamMember,
  type TeamMemberInput,
} from '@institute/core/team-member/schema';
import {
  AdminListPage,
  type AdminEntityConfig,
  type AdminFieldsProps,
} from '../../components/admin-list-page';
import { publishingColumns, titleColumn } from '../../components/admin-columns';
import { LongTextField, PublishingFields, TextField } from '../../components/admin-fields';
import { RecordImageField } from '../../components/record-image-field';

/** The form holds the API's body as it is, social links included. */
type TeamMemberForm = v.InferInput<typeof teamMemberInputSchema>;

const SOCIAL_LINKS = [
  { key: 'email', type: 'email', label: 'Email', placeholder: 'name@example.org' },
  {
    key: 'linkedin',
    type: 'url',
    label: 'LinkedIn',
    placeholder: 'https://www.linkedin.com/in/…',
  },
  { key: 'twitter', type: 'url', label: 'X (Twitter)', placeholder: 'https://x.com/…' },
] as const;

function TeamMemberFields({ form }: AdminFieldsProps<TeamMemberForm, TeamMemberInput>) {
  const { control } = form;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField form={form} name="name" label="Name" required />
        <TextField form={form} name="role" label="Role" required />
      </SimpleGrid>
      <LongTextField form={form} name="bio" label="Bio" rows={[4, 12]} />
      <RecordImageField
        form={form}
        label="Photo"
        description="A portrait, shown round on the team card and larger in its dialog. Empty: the initials."
      />
      <Fieldset legend="Social links (optional)" variant="unstyled">
        <Stack gap="sm">
          {SOCIAL_LINKS.map(({ key, ...input }) => (
            <TextField key={key} form={form} name={`social_links.${key}`} {...input} />
          ))}
        </Stack>
      </Fieldset>
      <PublishingFields control={control} ordered />
    </>
  );
}

export const teamMemberConfig: AdminEntityConfig<TeamMember, TeamMemberForm, TeamMemberInput> = {
  names: {
    singular: 'team member',
    title: 'Team Member',
    plural: 'team members',
    deleteNoun: 'team member',
  },
  path: '/team-members',
  area: 'team',
  heading: 'All Team Members',
  description: 'Published members appear in the Meet Our Team section.',
  columns: [
    // Phones: the role under the name, instead of its own column.
    titleColumn(
      'Name',
      (member) => member.name,
      (member) => member.role,
    ),
    { header: 'Role', cell: (member) => member.role, wideOnly: true },
    ...publishingColumns<TeamMember>(),
  ],
  rowLabel: (member) => member.name,
  reorderable: true,
  inputSchema: teamMemberInputSchema,
  // What the API makes of an empty body, with the text boxes empty.
  emptyForm: () => ({
    ...publishableDefaults(teamMemberInputSchema),
    bio: '',
    social_links: { email: '', linkedin: '', twitter: '' },
  }),
  Fields: TeamMemberFields,
};

export function TeamAdminPage() {
  return <AdminListPage config={teamMemberConfig} />;
}
