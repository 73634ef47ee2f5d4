import {
  SHASTRI_PREREQUISITES,
  VAIBHAVA_PREREQUISITES,
  VAIBHAVA_SCHEDULE,
} from '@institute/core/application/course-requirement-texts';

/** A link inside an answer, to another page of the site or a section of the home page. */
export interface FaqLink {
  label: string;
  to: '/' | '/about' | '/admission' | '/enroll';
  hash?: string;
}

export interface FaqItem {
  question: string;
  /** Text and links, in reading order. */
  answer: (string | FaqLink)[];
}

export interface FaqGroup {
  title: string;
  items: FaqItem[];
}

export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'About the institute',
    items: [
      {
        question: 'What is the institute?',
        answer: [
          'We are a centre for spiritual education in Ipoh, Malaysia, offering structured courses in Krishna consciousness based on the Bhagavad-gita, Srimad-Bhagavatam and related scriptures. The institute is an initiative registered under a branch of a devotional society.',
        ],
      },
      {
        question: 'Is the institute officially recognised?',
        answer: [
          'Yes. We are an official examination centre for the Bhakti-shastri and Bhakti-vaibhava courses under the Board of Examinations, so our students receive recognised certificates.',
        ],
      },
      {
        question: 'Who teaches the courses?',
        answer: [
          'Experienced teachers who have completed these courses themselves and who practise what they teach. You can meet them in ',
          { label: 'Meet Our Team', to: '/', hash: 'team' },
          ' on the home page.',
        ],
      },
    ],
  },
  {
    title: 'Courses & Programs',
    items: [
      {
        question: 'Which courses do you offer?',
        answer: [
          'Bhakti-shastri, Bhakti-vaibhava, a disciples course, short-term courses (18-day and 21-day), enrichment programs and special classes. The current list is in ',
          { label: 'Our Courses', to: '/', hash: 'courses' },
          ' on the home page.',
        ],
      },
      {
        question: 'Do the courses cost anything?',
        answer: [
          'Most courses are free. Some carry a nominal fee for study materials. Scholarships are available for students who need them.',
        ],
      },
      {
        question: 'Do I receive a certificate?',
        answer: ['Yes. Certificates are given on completion of a course.'],
      },
      {
        question: 'What are the prerequisites for Bhakti-shastri and Bhakti-vaibhava?',
        answer: [
          `${SHASTRI_PREREQUISITES} ${VAIBHAVA_PREREQUISITES} The `,
          { label: 'Admission Process', to: '/admission', hash: 'prerequisites' },
          ' page has the details.',
        ],
      },
    ],
  },
  {
    title: 'Registration & Participation',
    items: [
      {
        question: 'How do I apply?',
        answer: [
          'Complete the ',
          { label: 'online application form', to: '/enroll' },
          ' (Enroll Now at the top of every page). It has six short steps and takes about ten minutes. We will contact you after reviewing it.',
        ],
      },
      {
        question: 'Can I join from outside Malaysia?',
        answer: [
          'Yes. Classes are held online and we have students in several countries, including Singapore and India. Class times are given in Malaysia time, and for some courses in India time as well.',
        ],
      },
      {
        question: 'What happens after I apply?',
        answer: [
          'An advisor reviews your application, confirms that the course suits you, and invites you to a short orientation session before classes begin.',
        ],
      },
    ],
  },
  {
    title: 'Learning Experience',
    items: [
      {
        question: 'How are classes held?',
        answer: [
          `Live online classes with a teacher, plus reading, assignments and assessments. ${VAIBHAVA_SCHEDULE}`,
        ],
      },
      {
        question: 'What do I need to take part?',
        answer: [
          'A reliable internet connection, a computer, tablet or phone, and the course books. If you need help with technology or materials, tell us in your application.',
        ],
      },
      {
        question: 'Is help available if I find the study difficult?',
        answer: [
          'Yes. Teachers and fellow students support one another, and you can ask for special assistance (for example reading or technical help) in your application.',
        ],
      },
    ],
  },
  {
    title: 'Contact & More Information',
    items: [
      {
        question: 'How can I contact you?',
        answer: [
          'Write to us by e-mail, or use the phone number in the footer of this page. We usually reply within a few days.',
        ],
      },
      {
        question: 'Where can I find more about the courses and admission?',
        answer: [
          'The ',
          { label: 'Admission Process', to: '/admission' },
          ' page explains the steps, prerequisites and requirements, and the ',
          { label: 'About', to: '/about' },
          ' page tells you more about the institute.',
        ],
      },
    ],
  },
];
