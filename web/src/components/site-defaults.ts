/**
 * Built-in texts, shown until (or unless) the site settings and published content sections
 * from the API replace them.
 */
export const SITE = {
  name: 'Bhakti Institute Ipoh',
  shortName: 'Bhakti Institute',
  description:
    'Structured courses in Krishna consciousness in Ipoh, Malaysia: Bhakti-shastri, Bhakti-vaibhava, short-term courses and enrichment programs, online for students worldwide.',
  // The settings' defaults, so the prerendered footer (and a footer whose data failed) shows them.
  email: 'info@example.org',
  phone: '+60 12-345 6789',
  youtube: 'https://www.youtube.com/@BhaktiInstituteIpoh',
} as const;

export const HERO_TEXT = {
  eyebrow: 'spiritual education',
  title: SITE.name,
  description:
    'Systematic study of the Bhagavad-gita, Srimad-Bhagavatam and the teachings of the acharyas, guided by experienced teachers, for students in Malaysia and around the world.',
  buttonText: 'Explore Courses',
};

export const ABOUT_TEXT = {
  title: 'About the Institute',
  body: 'Our mission is to make the timeless wisdom of Krishna consciousness accessible through structured, scripture-based courses. The institute is an initiative registered under a branch of a devotional society in Ipoh, Malaysia, and is an official exam centre for the Bhakti-shastri and Bhakti-vaibhava courses. Most courses are free, and certificates are given on completion.',
};

export const FOOTER_TEXT =
  'Scripture-based courses in Krishna consciousness, taught from Ipoh, Malaysia, for students everywhere.';
