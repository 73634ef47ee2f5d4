import { expect, type Locator, type Page } from '@playwright/test';
import { expectToast } from './admin-session';

/** One admin list page as the tests drive it. */
export interface EntityCase {
  path: string;
  /** The API collection under /api/admin. */
  api: string;
  /** The section name in the header (h1). */
  section: string;
  /** In the Add/Edit dialog titles and the Add button. */
  title: string;
  /** "Course" in "Course created successfully". */
  toastNoun: string;
  /** "courses" in "Failed to fetch courses". */
  plural: string;
  /** "course" in "Failed to save course". */
  singular: string;
  /** "section" in "Are you sure you want to delete this section?". */
  deleteNoun: string;
  /** The field that names a record, and how its row buttons are named. */
  nameField: string;
  rowLabel: (name: string) => string;
  /** Messages shown when Create is pressed on an empty form. */
  requiredMessages: string[];
  /** Fills the required fields other than the name. */
  fillRest: (dialog: Locator, page: Page) => Promise<void>;
}

export const ENTITIES: EntityCase[] = [
  {
    path: '/admin/content',
    api: '/api/admin/content-sections',
    section: 'Content',
    title: 'Content Section',
    toastNoun: 'Content section',
    plural: 'content sections',
    singular: 'content section',
    deleteNoun: 'section',
    nameField: 'Title',
    rowLabel: (name) => name,
    requiredMessages: ['Title is required'],
    fillRest: async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Headline' }).fill('From the tests');
    },
  },
  {
    path: '/admin/courses',
    api: '/api/admin/courses',
    section: 'Courses',
    title: 'Course',
    toastNoun: 'Course',
    plural: 'courses',
    singular: 'course',
    deleteNoun: 'course',
    nameField: 'Title',
    rowLabel: (name) => name,
    requiredMessages: ['Title is required'],
    fillRest: async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Duration' }).fill('8 weeks');
    },
  },
  {
    path: '/admin/testimonials',
    api: '/api/admin/testimonials',
    section: 'Testimonials',
    title: 'Testimonial',
    toastNoun: 'Testimonial',
    plural: 'testimonials',
    singular: 'testimonial',
    deleteNoun: 'testimonial',
    nameField: 'Name',
    rowLabel: (name) => `testimonial by ${name}`,
    requiredMessages: ['Name is required', 'Content is required'],
    fillRest: async (dialog) => {
      await dialog
        .getByRole('textbox', { name: 'Content' })
        .fill('The course changed how I read the Gita.');
    },
  },
  {
    path: '/admin/team',
    api: '/api/admin/team-members',
    section: 'Team',
    title: 'Team Member',
    toastNoun: 'Team member',
    plural: 'team members',
    singular: 'team member',
    deleteNoun: 'team member',
    nameField: 'Name',
    rowLabel: (name) => name,
    requiredMessages: ['Name is required', 'Role is required'],
    fillRest: async (dialog) => {
      await dialog.getByRole('textbox', { name: 'Role', exact: true }).fill('Teacher');
    },
  },
];

/** Waits for the page's next request of `method` to an API path starting with `path`. */
export const isApi = (page: Page, path: string, method: string) =>
  page.waitForRequest(
    (req) => req.method() === method && new URL(req.url()).pathname.startsWith(path),
  );

/** Opens the Add dialog and creates a record named `name`. */
export async function create(page: Page, entity: EntityCase, name: string) {
  await page.getByRole('button', { name: `Add ${entity.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${entity.title}` });
  await dialog.getByRole('textbox', { name: entity.nameField, exact: true }).fill(name);
  await entity.fillRest(dialog, page);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', `${entity.toastNoun} created successfully`);
  await expect(dialog).toBeHidden();
}

/** Deletes the record named `name` through its row button and the confirmation. */
export async function remove(page: Page, entity: EntityCase, name: string) {
  await page.getByRole('button', { name: `Delete ${entity.rowLabel(name)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', `${entity.toastNoun} deleted successfully`);
}

/** Adds a course as a draft (Published off), so the public pages other tests look at never show it. */
export async function addDraftCourse(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add Course' }).click();
  const add = page.getByRole('dialog', { name: 'Add Course' });
  await add.getByRole('textbox', { name: 'Title' }).fill(title);
  await add.getByRole('switch', { name: 'Published' }).uncheck();
  await add.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Success', 'Course created successfully');
}
