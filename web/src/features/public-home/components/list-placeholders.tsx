import type { CSSProperties, ReactNode } from 'react';
import type { PublicCourse } from '@institute/core/home/service';
import type { Testimonial } from '@institute/core/testimonial/schema';
import type { TeamMember } from '@institute/core/team-member/schema';
import {
  CardSkeletons,
  SkeletonText,
  skeletonClasses as skeleton,
} from '../../../components/card-skeletons';
import ui from '../../../components/public-ui.module.css';
import { IntakeSentence, nextIntakeOf } from './course-intake';
import classes from './home.module.css';
import card from './course-card.module.css';
import carousel from './testimonials.module.css';
import team from './team.module.css';

/*
 * The lists' placeholders, built like the lists (course-tabs.tsx, testimonials-carousel.tsx,
 * team-grid.tsx) from the same classes, so each is the height of the list that replaces it at any
 * width. Once the data is here they have the list's cards and texts (hidden in grey bars); until
 * then, the product's counts (6 courses, 4 testimonials, 6 members) of sample text.
 */

/** What each list's placeholder shows of a card. */
type CourseShape = Pick<
  PublicCourse,
  'title' | 'description' | 'duration' | 'prerequisites' | 'intakes' | 'full_intakes'
>;
type TestimonialShape = Pick<Testimonial, 'name' | 'role' | 'content'>;
type MemberShape = Pick<TeamMember, 'name' | 'role' | 'bio'>;

const SAMPLE =
  'Xxxxx xxxxxx xxx xxxxxxxx xx xxxxx xxxxxxx, xxxx xxx xxxxxxx xxxxxxx xxx xxx xxxxxxxx xx xxx xxxx.';
/** A card's longer text (a description, a quote, a bio). */
const SAMPLE_TEXT = `${SAMPLE} ${SAMPLE}`;

/** Each list's card of sample text, shown until the data is here. */
const SAMPLE_COURSE: CourseShape = {
  title: 'Xxxxxxx xxxxxx',
  description: SAMPLE_TEXT,
  duration: 'xx xxxxx',
  prerequisites: [],
  intakes: [],
  full_intakes: [],
};
const SAMPLE_TESTIMONIAL: TestimonialShape = {
  name: 'Xxxxx Xxxxxx',
  role: 'Xxxxxx xxxxxxxxxxx, Xxxx',
  content: SAMPLE_TEXT,
};
const SAMPLE_MEMBER: MemberShape = { name: 'Xxxxxx Xxx', role: 'Xxxxxxxxx', bio: SAMPLE_TEXT };

/** The list's own items once the data is here; until then, `count` cards of sample text. */
const itemsOrSamples = <T,>(items: T[] | null, count: number, sample: T): T[] =>
  items ?? Array<T>(count).fill(sample);

/** A paragraph of the card's, its text in a grey bar. */
function SkeletonLine({
  className,
  style,
  children,
}: {
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <p className={className} style={style}>
      <SkeletonText>{children}</SkeletonText>
    </p>
  );
}

/** A photo or initials, as `Avatar` draws them: a grey disc of the same size. */
function AvatarPlaceholder({ size }: { size: number }) {
  return (
    <span className={`${classes.avatar} ${skeleton.shape}`} style={{ width: size, height: size }} />
  );
}

function CourseCardPlaceholder({ course }: { course: CourseShape }) {
  const next = nextIntakeOf(course as PublicCourse);
  const waitlist = next !== null && next.state !== 'open';
  return (
    <div className={`${ui.card} ${classes.courseCard}`} data-skeleton="">
      <span className={`${ui.cardImage} ${classes.courseImage} ${skeleton.shape}`} />
      <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-sm)', flex: 1 }}>
        <SkeletonLine className={`${ui.title} ${ui.h3}`}>{course.title}</SkeletonLine>
        <div className={`${classes.description} ${skeleton.clip}`}>
          <SkeletonLine className={`${ui.text} ${ui.small}`} style={{ whiteSpace: 'pre-line' }}>
            {course.description}
          </SkeletonLine>
        </div>
        {next && (
          <SkeletonLine className={`${ui.text} ${ui.small}`}>
            <IntakeSentence next={next} />
          </SkeletonLine>
        )}
        {course.prerequisites.length > 0 && (
          <p className={`${ui.text} ${ui.small}`}>
            <SkeletonText>Prerequisites: {course.prerequisites.join(', ')}</SkeletonText>
          </p>
        )}
      </div>
      <div className={card.courseFooter}>
        {course.duration ? (
          <p className={card.duration}>
            <span className={skeleton.shape} style={{ flex: 'none', width: 18, height: 18 }} />
            {/* A line box of its own, as the card's: the bar then follows each line. */}
            <span>
              <SkeletonText>{course.duration}</SkeletonText>
            </span>
          </p>
        ) : (
          <span />
        )}
        <span className={`${ui.button} ${ui.sm} ${skeleton.button}`} style={{ marginLeft: 'auto' }}>
          <span className={skeleton.unseen}>{waitlist ? 'Join the waitlist' : 'Register Now'}</span>
        </span>
      </div>
    </div>
  );
}

/**
 * The courses' placeholder: the level tabs and the first tab's cards, as `CourseTabs` shows them.
 * `tabs` are the tabs' labels; `courses`, the first tab's courses (null: not known yet).
 */
export function CoursesPlaceholder({
  tabs,
  courses,
}: {
  tabs: string[];
  courses: CourseShape[] | null;
}) {
  return (
    <CardSkeletons label="Loading courses" testId="courses-loading" sample={courses === null}>
      <div className={classes.courseTabList}>
        {tabs.map((label) => (
          <span key={label} className={classes.courseTab} style={{ cursor: 'default' }}>
            <SkeletonText>{label}</SkeletonText>
          </span>
        ))}
      </div>
      <div className={classes.balancedGrid}>
        {itemsOrSamples(courses, 6, SAMPLE_COURSE).map((course, index) => (
          <CourseCardPlaceholder key={index} course={course} />
        ))}
      </div>
    </CardSkeletons>
  );
}

/** The testimonials' placeholder: the carousel's row and its arrows, as the carousel shows them. */
export function TestimonialsPlaceholder({
  testimonials,
}: {
  testimonials: TestimonialShape[] | null;
}) {
  return (
    <CardSkeletons
      label="Loading testimonials"
      testId="testimonials-loading"
      sample={testimonials === null}
    >
      <div className={carousel.carousel}>
        <div className={`${carousel.carouselViewport} ${skeleton.clip}`}>
          {itemsOrSamples(testimonials, 4, SAMPLE_TESTIMONIAL).map((testimonial, index) => (
            <div key={index} className={carousel.slide}>
              <div className={carousel.slideInner}>
                <div className={`${ui.card} ${carousel.testimonial}`} data-skeleton="">
                  <div className={ui.stack} style={{ gap: 'var(--mantine-spacing-sm)' }}>
                    <div className={carousel.testimonialHead}>
                      <span className={skeleton.shape} style={{ width: 98, height: 18 }} />
                      <span className={skeleton.shape} style={{ width: 32, height: 32 }} />
                    </div>
                    <SkeletonLine className={carousel.quoteText}>
                      {testimonial.content}
                    </SkeletonLine>
                  </div>
                  <div className={carousel.testimonialBy}>
                    <AvatarPlaceholder size={38} />
                    <div>
                      <SkeletonLine className={ui.text} style={{ fontWeight: 700 }}>
                        {testimonial.name}
                      </SkeletonLine>
                      {testimonial.role && (
                        <SkeletonLine className={`${ui.text} ${ui.small}`}>
                          {testimonial.role}
                        </SkeletonLine>
                      )}
                    </div>
                  </div>
                </div>
              </div>
            </div>
          ))}
        </div>
        <span className={`${carousel.carouselControl} ${carousel.carouselPrevious}`} />
        <span className={`${carousel.carouselControl} ${carousel.carouselNext}`} />
      </div>
    </CardSkeletons>
  );
}

/** The team's placeholder: the members' cards, as the team grid shows them. */
export function TeamPlaceholder({ members }: { members: MemberShape[] | null }) {
  return (
    <CardSkeletons label="Loading team members" testId="team-loading" sample={members === null}>
      <div className={classes.balancedGrid}>
        {itemsOrSamples(members, 6, SAMPLE_MEMBER).map((member, index) => (
          <div key={index} className={`${ui.card} ${team.memberPaper}`} data-skeleton="">
            <div className={team.memberRow}>
              <AvatarPlaceholder size={72} />
              <div className={`${ui.stack} ${team.memberText}`} style={{ gap: 4 }}>
                <span className={team.memberName}>
                  <SkeletonText>{member.name}</SkeletonText>
                </span>
                <SkeletonLine className={team.memberRole}>{member.role}</SkeletonLine>
                {member.bio && (
                  <SkeletonLine className={`${team.memberBio} ${skeleton.clamped}`}>
                    {member.bio}
                  </SkeletonLine>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
    </CardSkeletons>
  );
}
