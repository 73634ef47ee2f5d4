import { Card, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { LinkButton } from '../../../components/link-button';
import type { PublicCourse } from '@institute/core/home/service';
import { intakeState, intakeToday, nextIntake } from '@institute/core/course/intakes';
import { formatInstituteDay } from '@institute/core/calendar/format';
import classes from './home.module.css';

/** What the card says of the next intake, and where its button leads. */
function useNextIntake(course: PublicCourse) {
  const today = intakeToday();
  const next = nextIntake(course.intakes ?? [], today);
  if (!next) return null;
  const state = intakeState(next, today, (course.full_intakes ?? []).includes(next.id));
  return { intake: next, state };
}

export function CourseCard({ course }: { course: PublicCourse }) {
  const descriptionId = `course-${course.id}-description`;
  const next = useNextIntake(course);
  const waitlist = next !== null && next.state !== 'open';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="article"
      aria-labelledby={`course-${course.id}-title`}
    >
      {course.image_url && (
        <Card.Section mb="md">
          <Image src={course.image_url} alt="" h={160} fit="cover" loading="lazy" />
        </Card.Section>
      )}
      <Stack gap="sm" style={{ flex: 1 }}>
        <Title order={3} fz="lg" id={`course-${course.id}-title`}>
          {course.title}
        </Title>
        {/* Long descriptions scroll inside the card; focusable so keyboards can scroll it too. */}
        <div
          id={descriptionId}
          className={classes.description}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          role="region"
          aria-label={`About ${course.title}`}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {course.description}
          </Text>
        </div>
        {next && (
          <Text size="sm" data-testid="course-intake">
            <Text span fw={600}>
              Next intake starts {formatInstituteDay(next.intake.start_date)}.
            </Text>{' '}
            <Text
              span
              c={next.state === 'open' ? undefined : 'red.9'}
              fw={next.state === 'open' ? undefined : 600}
            >
              {next.state === 'open'
                ? `Applications close ${formatInstituteDay(next.intake.deadline)}.`
                : next.state === 'full'
                  ? 'This intake is full.'
                  : 'Applications closed.'}
            </Text>
          </Text>
        )}
        {course.prerequisites.length > 0 && (
          <Text size="sm" c="dimmed">
            Prerequisites: {course.prerequisites.join(', ')}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" align="center" mt="lg" gap="sm">
        {course.duration ? (
          <Group gap={6} wrap="nowrap" c="saffron.9" style={{ minWidth: 0 }}>
            <IconClock size={18} aria-hidden="true" style={{ flex: 'none' }} />
            <Text size="sm" fw={600}>
              <VisuallyHidden>Duration: </VisuallyHidden>
              {course.duration}
            </Text>
          </Group>
        ) : (
          <span />
        )}
        <LinkButton
          to="/enroll"
          search={{
            course: course.title,
            ...(next ? { intake: next.intake.id } : {}),
            ...(waitlist ? { waitlist: true } : {}),
          }}
          aria-label={`${waitlist ? 'Join the waitlist' : 'Register Now'} for ${course.title}`}
          variant={waitlist ? 'outline' : undefined}
          // Counted for the analytics page's clicks-vs-applications figures.
          onClick={() =>
            void import('../../../lib/register-click')
              .then(({ recordRegisterClick }) => recordRegisterClick(course))
              .catch(() => undefined)
          }
          ml="auto"
        >
          {waitlist ? 'Join the waitlist' : 'Register Now'}
        </LinkButton>
      </Group>
    </Card>
  );
}
