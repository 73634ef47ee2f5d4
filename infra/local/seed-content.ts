import { seedId } from './seed-id';
import { contentSectionRepository } from '@institute/core/content-section/repository';
import type { ContentSection } from '@institute/core/content-section/schema';
import { ABOUT_ART, courseArt, HERO_ART } from '@institute/core/upload/built-in-art';
import { courseRepository, type StoredCourse } from '@institute/core/course/repository';
import type { Db } from '@institute/core/db/client';
import { teamMemberRepository } from '@institute/core/team-member/repository';
import type { TeamMember } from '@institute/core/team-member/schema';
import { testimonialRepository } from '@institute/core/testimonial/repository';
import type { Testimonial } from '@institute/core/testimonial/schema';

// Timestamps a minute apart keep the content sections in a fixed order.
const SEEDED_AT = Date.parse('2025-01-06T02:00:00.000Z');
const at = (minutes: number) => new Date(SEEDED_AT + minutes * 60_000).toISOString();

// No sample record is scheduled: the window fields are filled in when written.
type Draft<T> = Omit<
  T,
  'id' | 'created_at' | 'updated_at' | 'revision' | 'publish_from' | 'unpublish_after'
>;
/** The stored fields of the `index`th seed record of a kind: a stable id, its times, revision 1. */
const seeded = (kind: string, key: string, index: number) => ({
  id: seedId('institute-seed', `${kind}:${key}`),
  created_at: at(index),
  updated_at: at(index),
  revision: 1,
  publish_from: null,
  unpublish_after: null,
});

// Built-in artwork per level (web/public/art) until the institute uploads its own pictures.
export const COURSES: (Draft<StoredCourse> & { key: string })[] = [
  {
    key: 'idc',
    title: 'ISKCON Disciples Course (IDC)',
    description:
      'The course every aspiring disciple takes before initiation. It explains the role of the spiritual master, the meaning of initiation vows, and the disciple’s relationship with Srila Prabhupada as the Founder-Acharya of ISKCON, in an open and friendly class.',
    duration: '5 Saturdays, 3 hours each',
    level: 'foundational',
    prerequisites: ['Regular chanting of the Hare Krishna maha-mantra'],
    image_url: null,
    image: courseArt('foundational'),
    enroll_course: 'idc',
    status: 'published',
    sort_order: 1,
  },
  {
    key: 'gita-saram',
    title: 'Gita Saram',
    description:
      'An 18-day short-term course through the essential teachings of the Bhagavad-gita As It Is: the eternal soul, karma and rebirth, the three modes of nature and the path of devotional service. Ideal for newcomers and friends of the temple.',
    duration: '18 days',
    // Stored with the old admin form's word: the public site reads it as foundational.
    level: 'Beginner',
    prerequisites: [],
    // Stored as courses were before image sets: a plain address, still shown.
    image_url: '/art/course-foundational.svg',
    enroll_course: null,
    status: 'published',
    sort_order: 2,
  },
  {
    key: 'gita-rahasya',
    title: 'Gita Rahasya',
    description:
      'A 21-day course on the confidential teachings of the Bhagavad-gita, from Arjuna’s dilemma to the final instruction of surrender, with daily reading, discussion and practical application.',
    duration: '21 days',
    // No level at all: read as foundational.
    level: undefined,
    prerequisites: [],
    image_url: null,
    image: courseArt('foundational'),
    enroll_course: null,
    status: 'published',
    sort_order: 3,
  },
  {
    key: 'bhakti-shastri',
    title: 'Bhakti-shastri',
    description:
      'The first degree of the ISKCON Board of Examinations: a systematic study of Bhagavad-gita As It Is, The Nectar of Devotion, The Nectar of Instruction and Sri Isopanisad, with open-book and closed-book assessments. The institute is an official exam centre; a certificate is given on completion.',
    duration: '6 months, weekday evenings',
    level: 'intermediate',
    prerequisites: ['Chanting 16 rounds daily', 'Following the 4 regulative principles'],
    image_url: null,
    image: courseArt('intermediate'),
    enroll_course: null,
    status: 'published',
    sort_order: 4,
  },
  {
    key: 'bhakti-vaibhava',
    title: 'Bhakti-vaibhava',
    description:
      'An in-depth study of the first six cantos of the Srimad-Bhagavatam. Classes run 2 hours, Monday to Friday, 8pm-10pm Malaysia time (5:30pm-7:30pm India time), online for students worldwide.',
    duration: '2 years, Monday to Friday 8pm-10pm (MYT)',
    level: 'advanced',
    prerequisites: [
      'Completion of Bhakti-shastri',
      'A recommendation letter',
      'Attendance 5 days a week',
    ],
    image_url: null,
    image: courseArt('advanced'),
    enroll_course: null,
    status: 'published',
    sort_order: 5,
  },
  {
    key: 'deity-worship',
    title: 'Deity Worship Training',
    description:
      'Practical training in the standards of deity worship at home and in the temple: preparing the altar, arati, offering bhoga, cleanliness and the mood of service.',
    duration: '4 weekends',
    level: 'specialized',
    prerequisites: ['Chanting 16 rounds daily'],
    image_url: null,
    image: courseArt('specialized'),
    enroll_course: 'deity-worship',
    status: 'published',
    sort_order: 6,
  },
  {
    key: 'culture-etiquette',
    title: 'Vaishnava Culture & Etiquette',
    description:
      'How devotees greet, serve and live together: temple etiquette, offering respects, honouring prasadam and serving guests, drawn from the books of Srila Prabhupada and the Vaishnava tradition.',
    duration: '8 weeks, Sunday afternoons',
    level: 'specialized',
    prerequisites: [],
    image_url: null,
    image: courseArt('specialized'),
    enroll_course: null,
    status: 'published',
    sort_order: 7,
  },
  {
    key: 'bhakti-vedanta-draft',
    title: 'Bhakti-vedanta (in preparation)',
    description:
      'The next degree after Bhakti-vaibhava, covering the later cantos of the Srimad-Bhagavatam. Not yet open for enrolment.',
    duration: '2 years',
    level: 'advanced',
    prerequisites: ['Completion of Bhakti-vaibhava'],
    image_url: null,
    image: courseArt('advanced'),
    enroll_course: null,
    status: 'draft',
    sort_order: 8,
  },
];

const TESTIMONIALS: (Draft<Testimonial> & { key: string })[] = [
  {
    key: 'priya',
    name: 'Priya Devi Dasi',
    role: 'Bhakti-shastri graduate, Ipoh',
    content:
      'The Bhakti-shastri course gave my reading of the Gita a real foundation. The teachers were patient with every question, and studying with a class kept me steady through the whole six months.',
    rating: 5,
    image_url: null,
    image: null,
    status: 'published',
    sort_order: 1,
  },
  {
    key: 'arjun',
    name: 'Arjun Nair',
    role: 'Gita Saram participant, Kuala Lumpur',
    content:
      'I joined Gita Saram knowing almost nothing about the Bhagavad-gita. Eighteen days later I had a daily reading habit and a circle of friends to discuss it with.',
    rating: 5,
    image_url: null,
    image: null,
    status: 'published',
    sort_order: 2,
  },
  {
    key: 'madhava',
    name: 'Madhava Das',
    role: 'Bhakti-vaibhava student, Chennai',
    content:
      'Attending Bhakti-vaibhava online from India is easy: the classes start at 5:30pm my time and the recordings help when work runs late. The depth of the Bhagavatam study is wonderful.',
    rating: 5,
    image_url: null,
    image: null,
    status: 'published',
    sort_order: 3,
  },
  {
    key: 'sita',
    name: 'Sita Lakshmi',
    role: 'IDC participant, Singapore',
    content:
      'The disciples course answered questions I had carried for years about initiation and what it means to accept a spiritual master. Clear, warm and practical.',
    rating: 4,
    image_url: null,
    image: null,
    status: 'published',
    sort_order: 4,
  },
  {
    key: 'ravi-draft',
    name: 'Ravi Kumar',
    role: 'Deity Worship Training participant',
    content: 'Awaiting the participant’s approval before it is published.',
    rating: 5,
    image_url: null,
    image: null,
    status: 'draft',
    sort_order: 5,
  },
];

const TEAM: (Draft<TeamMember> & { key: string })[] = [
  {
    key: 'govinda',
    name: 'Govinda Das',
    role: 'Principal and Bhakti-shastri teacher',
    bio: 'Govinda Das has taught the Bhakti-shastri course for over fifteen years and serves as the examination coordinator for the institute’s exam centre.',
    image_url: null,
    image: null,
    social_links: { email: 'principal@example.org' },
    status: 'published',
    sort_order: 1,
  },
  {
    key: 'radha',
    name: 'Radha Priya Devi Dasi',
    role: 'Course coordinator',
    bio: 'Radha Priya looks after admissions, orientation and the timetable, and is the first person new students meet.',
    image_url: null,
    image: null,
    social_links: { email: 'courses@example.org' },
    status: 'published',
    sort_order: 2,
  },
  {
    key: 'nitai',
    name: 'Nitai Chaitanya Das',
    role: 'Bhakti-vaibhava teacher',
    bio: 'Nitai Chaitanya Das leads the weekday Bhakti-vaibhava classes on the Srimad-Bhagavatam and mentors students preparing their assessments.',
    // No picture: the site shows his initials.
    image_url: null,
    image: null,
    social_links: {},
    status: 'published',
    sort_order: 3,
  },
  {
    key: 'kamala',
    name: 'Kamala Devi Dasi',
    role: 'Student care',
    bio: 'Kamala helps students with study materials, scholarships and technology, so nobody is left behind for practical reasons.',
    image_url: null,
    image: null,
    social_links: {},
    status: 'published',
    sort_order: 4,
  },
  {
    key: 'hari-draft',
    name: 'Hari Das',
    role: 'Volunteer teacher (joining soon)',
    bio: 'Profile to be completed.',
    image_url: null,
    image: null,
    social_links: {},
    status: 'draft',
    sort_order: 5,
  },
];

const SECTIONS: (Draft<ContentSection> & { key: string })[] = [
  {
    key: 'hero',
    title: 'Home hero',
    section_type: 'hero',
    content: {
      eyebrow: 'spiritual education',
      title: 'Bhakti Institute Ipoh',
      description:
        'Systematic study of the Bhagavad-gita, Srimad-Bhagavatam and the teachings of the acharyas, guided by experienced teachers, for students in Malaysia and around the world.',
      image: HERO_ART,
    },
    status: 'published',
  },
  {
    key: 'about',
    title: 'About the institute',
    section_type: 'about',
    content: {
      title: 'About the Institute',
      body: 'Our mission is to make the timeless wisdom of Krishna consciousness accessible through structured, scripture-based courses. The institute is an official exam centre for the Bhakti-shastri and Bhakti-vaibhava courses. Most courses are free, some carry a nominal materials fee, and certificates are given on completion.',
      images: ABOUT_ART,
    },
    status: 'published',
  },
  {
    key: 'statistics',
    title: 'Statistics band',
    section_type: 'statistics',
    content: { heading: 'Spiritual Journey in Numbers' },
    status: 'published',
  },
  {
    key: 'footer',
    title: 'Footer',
    section_type: 'footer',
    content: {
      text: 'Scripture-based courses in Krishna consciousness, taught from Ipoh, Malaysia, for students everywhere.',
    },
    status: 'published',
  },
  {
    key: 'hero-draft',
    title: 'Home hero for the new term (draft)',
    section_type: 'hero',
    content: {
      eyebrow: 'enrolment open',
      title: 'A new term of Bhakti-shastri begins soon',
      description: 'Draft text for the next intake; not shown until it is published.',
    },
    status: 'draft',
  },
];

/**
 * Sample content for the local stack. It is written only while the table has no courses, so a
 * restart keeps whatever the admins changed; fixed ids and conditional writes make a repeated or
 * interrupted run harmless.
 */
export async function seedContent(db: Db): Promise<void> {
  const courses = courseRepository(db);
  if (await courses.hasAny()) return;
  const testimonials = testimonialRepository(db);
  const team = teamMemberRepository(db);
  const sections = contentSectionRepository(db);

  await Promise.all([
    ...TESTIMONIALS.map(({ key, ...record }, index) =>
      testimonials.create({ ...record, ...seeded('testimonial', key, index) }),
    ),
    ...TEAM.map(({ key, ...record }, index) =>
      team.create({ ...record, ...seeded('team', key, index) }),
    ),
    ...SECTIONS.map(({ key, ...record }, index) =>
      sections.create({ ...record, ...seeded('section', key, index) }),
    ),
  ]);
  // Courses last: their presence is what marks the seed as done.
  for (const [index, { key, ...record }] of COURSES.entries()) {
    await courses.createStored({ ...record, ...seeded('course', key, index) });
  }
}
