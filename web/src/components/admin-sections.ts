import {
  IconArticle,
  IconBook,
  IconChartBar,
  IconFileExport,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconMessageCircle,
  IconSettings,
  IconShieldLock,
  IconUserShield,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Area } from '@institute/core/access/permissions';

/** A page of the admin area: its menu entry and, for the main ones, its dashboard card. */
export interface AdminSection {
  to:
    | '/admin'
    | '/admin/applications'
    | '/admin/applications/data-requests'
    | '/admin/content'
    | '/admin/courses'
    | '/admin/testimonials'
    | '/admin/team'
    | '/admin/analytics'
    | '/admin/settings'
    | '/admin/users'
    | '/admin/audit'
    | '/admin/security';
  /** In the menu. */
  label: string;
  icon: Icon;
  /** Shown only to roles the permission map lets read it (the API enforces it; hiding avoids a dead end). */
  area?: Area;
  /** On the dashboard, under "Manage". */
  card?: {
    title: string;
    description: string;
    /** Shows how many applications are waiting as new. */
    newCount?: boolean;
  };
}

/** In the menu's order; the dashboard shows the cards in the same order. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { to: '/admin', label: 'Dashboard', icon: IconLayoutDashboard },
  {
    to: '/admin/applications',
    label: 'Applications',
    icon: IconInbox,
    area: 'applications',
    card: {
      title: 'Applications',
      description: 'Read course applications, move them along, add notes and export them.',
      newCount: true,
    },
  },
  {
    to: '/admin/applications/data-requests',
    label: 'Data Requests',
    icon: IconFileExport,
    area: 'applications',
  },
  {
    to: '/admin/content',
    label: 'Content',
    icon: IconArticle,
    area: 'content_sections',
    card: {
      title: 'Content Management',
      description: 'Edit the hero, about, statistics and footer sections of the home page.',
    },
  },
  {
    to: '/admin/courses',
    label: 'Courses',
    icon: IconBook,
    area: 'courses',
    card: {
      title: 'Courses',
      description: 'Add, edit and publish courses, their levels and prerequisites.',
    },
  },
  {
    to: '/admin/testimonials',
    label: 'Testimonials',
    icon: IconMessageCircle,
    area: 'testimonials',
    card: { title: 'Testimonials', description: 'Manage what students say about their studies.' },
  },
  {
    to: '/admin/team',
    label: 'Team',
    icon: IconUsers,
    area: 'team',
    card: {
      title: 'Team Members',
      description: 'Introduce the teachers and volunteers behind the institute.',
    },
  },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    icon: IconChartBar,
    area: 'analytics',
    card: {
      title: 'Analytics',
      description: 'Applications per week, course, country and status, and Register Now clicks.',
    },
  },
  {
    to: '/admin/settings',
    label: 'Settings',
    icon: IconSettings,
    area: 'settings',
    card: {
      title: 'Settings',
      description: 'Site name, contact details, hero text, statistics and social links.',
    },
  },
  { to: '/admin/users', label: 'Users', icon: IconUserShield, area: 'users' },
  { to: '/admin/audit', label: 'Audit Log', icon: IconHistory, area: 'audit' },
  { to: '/admin/security', label: 'Security', icon: IconShieldLock },
];
