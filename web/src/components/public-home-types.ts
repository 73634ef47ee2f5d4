// Interim shapes of GET /api/public/home; replaced by the core entity types once they exist.
export interface Course {
  id: string;
  title: string;
  description: string;
  duration: string;
  level: 'foundational' | 'intermediate' | 'advanced' | 'specialized';
  prerequisites: string[];
  image_url: string | null;
  enroll_course: string | null;
  status: string;
  sort_order: number;
}
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  content: string;
  rating: number;
  image_url: string | null;
  status: string;
  sort_order: number;
}
export interface TeamMember {
  id: string;
  name: string;
  role: string;
  bio: string;
  image_url: string | null;
  social_links: { email?: string; linkedin?: string; twitter?: string };
  status: string;
  sort_order: number;
}
export interface ContentSection {
  id: string;
  title: string;
  section_type: 'hero' | 'about' | 'statistics' | 'footer';
  content: Record<string, unknown>;
  status: string;
  created_at: string;
  updated_at: string;
}
export interface PublicSettings {
  site_name: string;
  site_description: string;
  contact_email: string;
  contact_phone: string;
  address: string;
  social_media: { facebook: string; twitter: string; instagram: string; youtube: string };
  hero_section: { title: string; subtitle: string; button_text: string };
  statistics: { graduates: number; countries: number; programs: number; current_students: number };
}
export interface PublicHome {
  courses: Course[];
  testimonials: Testimonial[];
  team_members: TeamMember[];
  sections: ContentSection[];
  settings: PublicSettings;
}
