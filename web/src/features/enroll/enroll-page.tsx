import { useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import {
  Box,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Alert.css';
import { courseChoiceForTitle } from '@institute/core/application/course-choice';
import { emptyApplicationForm } from '@institute/core/application/form-schema';
import { PageHero } from '../../components/page-hero';
import { PublicLayout } from '../../components/public-layout';
import { peekPublicHome } from '../../lib/public-home-query';
import { usePageMeta } from '../../components/use-page-meta';
import { useHydrated } from '../../lib/use-hydrated';
import { hasAnswers, loadDraft, newDraftId, type EnrollDraft } from './lib/draft-storage';
import { OVERVIEW, type SubmittedApplication } from './lib/overview';
import { EnrollmentWizard, type EnrollPlacement } from './components/enrollment-wizard';
import { SubmissionConfirmation } from './components/submission-confirmation';
import classes from './components/enroll.module.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface EnrollPageProps {
  /** The course title from `?course=`, chosen on a course card. */
  courseTitle?: string;
}

/** The card's intake (`?intake=`) and whether it offered the waitlist (`?waitlist=true`). */
function useCardIntake(): { intakeId?: string; waitlist: boolean } {
  // The router keeps search keys the route does not declare; they are checked here.
  const search = useRouterState({
    select: (state) => state.location.search as Record<string, unknown>,
  });
  const { intake, waitlist } = search;
  return typeof intake === 'string' && UUID.test(intake)
    ? { intakeId: intake.toLowerCase(), waitlist: waitlist === true || waitlist === 'true' }
    : { waitlist: false };
}

export function EnrollPage({ courseTitle }: EnrollPageProps) {
  usePageMeta(
    'Enroll',
    'Apply for a course in Krishna consciousness: a six-step online application for Bhakti-shastri, Bhakti-vaibhava and our other courses.',
  );
  // The form starts from this browser's draft, which the prerendered page cannot know: the page
  // is prerendered with a placeholder, and the form comes right after hydration.
  const hydrated = useHydrated();

  return (
    <PublicLayout>
      <PageHero
        title="Course Enrollment Application"
        subtitle="Apply for a course in six short steps. It takes about ten minutes, and your answers are kept on this device until you send them."
      />
      <Container size="md" py={{ base: 32, md: 56 }}>
        <Stack gap={40}>
          <Box component="section" aria-labelledby="overview-title">
            <Title order={2} id="overview-title" fz={{ base: 22, md: 26 }} mb="md">
              How it works
            </Title>
            <SimpleGrid
              component="ol"
              cols={{ base: 1, sm: 3 }}
              spacing="md"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {OVERVIEW.map((item, index) => (
                <Group key={item.title} component="li" wrap="nowrap" align="flex-start" gap="sm">
                  <span className={classes.overviewNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <div>
                    <Text fw={700}>{item.title}</Text>
                    <Text size="sm" c="dimmed">
                      {item.text}
                    </Text>
                  </div>
                </Group>
              ))}
            </SimpleGrid>
          </Box>
          {hydrated ? <EnrollForm courseTitle={courseTitle} /> : <FormPlaceholder />}
        </Stack>
      </Container>
    </PublicLayout>
  );
}

/** Stands where the form will be, about its size, until the browser has taken over the page. */
function FormPlaceholder() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="sm"
      mih={640}
      aria-busy="true"
    >
      <Stack gap="lg">
        <Text fw={600} size="sm" role="status">
          Loading the application form…
        </Text>
        <noscript>
          <Text>
            The application form needs JavaScript. Please turn it on in your browser to apply
            online.
          </Text>
        </noscript>
        <Skeleton height={8} radius="xl" />
        <Skeleton height={48} />
        <Skeleton height={28} width="50%" />
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    </Paper>
  );
}

function EnrollForm({ courseTitle }: EnrollPageProps) {
  const { intakeId, waitlist } = useCardIntake();
  // Read once: the saved draft, with the course from the link chosen on top of it.
  const [start] = useState(() => {
    let placement: EnrollPlacement | undefined;
    const draft = loadDraft();
    const initial: EnrollDraft = draft ?? {
      id: newDraftId(),
      values: { ...emptyApplicationForm },
      step: 0,
    };
    if (courseTitle) {
      // A course card may name its choice; the home page data is cached when the visitor came from there.
      const course = peekPublicHome()?.courses.find((c) => c.title === courseTitle);
      const choice = courseChoiceForTitle(courseTitle, course?.enroll_course);
      if (choice) initial.values = { ...initial.values, courseName: choice };
      // Only an intake id with its course; anything else in the address is ignored.
      if (intakeId) {
        placement = {
          intake: intakeId,
          courseName: choice,
          courseTitle,
          waitlist,
        };
      }
    }
    return { initial, restored: draft !== undefined && hasAnswers(draft.values), placement };
  });
  const [submitted, setSubmitted] = useState<SubmittedApplication>();
  if (submitted) return <SubmissionConfirmation application={submitted} />;
  return (
    <EnrollmentWizard
      initial={start.initial}
      restored={start.restored}
      placement={start.placement}
      onSubmitted={setSubmitted}
    />
  );
}
