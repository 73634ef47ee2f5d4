import { queryOptions } from '@tanstack/react-query';
import type { ApplicationPage } from '@institute/core/application/inbox';
import type {
  EmailStatus,
  RenderedStatusEmail,
  StatusTemplate,
  StatusTemplateInput,
  StatusTemplateRecord,
  TemplateLanguage,
} from '@institute/core/status-email/template';
import { adminRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/admin-session';

const TEMPLATES_PATH = '/applications/templates';

/** One template's API path, as a record's: its save, preview and heartbeat sit under it. */
export const templatePath = (status: EmailStatus) => `${TEMPLATES_PATH}/${status}`;

/** Both queries share this prefix, so refreshing the templates after a save refreshes both. */
const TEMPLATES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'status-templates'] as const;

/** GET /api/admin/applications/templates: one template per status, each in every language. */
export const statusTemplatesQuery = () =>
  queryOptions({
    queryKey: TEMPLATES_QUERY_KEY,
    queryFn: ({ signal }) =>
      adminRequest<{ items: StatusTemplateRecord[] }>(TEMPLATES_PATH, { signal }).then(
        (answer) => answer.items,
      ),
  });

/** GET /api/admin/applications?limit=20: the newest applications, whose data a preview can use. */
export const previewApplicationsQuery = () =>
  queryOptions({
    queryKey: [...TEMPLATES_QUERY_KEY, 'recent'],
    queryFn: ({ signal }) => adminRequest<ApplicationPage>('/applications?limit=20', { signal }),
  });

/**
 * PUT /api/admin/applications/templates/:status: the status's template, every language at once.
 * Sent over the revision the editor started from, so a save over someone else's is refused (409).
 */
export const saveStatusTemplate = (
  status: EmailStatus,
  template: StatusTemplate,
  revision: number,
) =>
  adminRequest<StatusTemplateRecord>(templatePath(status), {
    method: 'PUT',
    body: template,
    headers: { 'If-Match': `"${revision}"` },
  });

/** A draft as typed, and the application whose data fills it in. */
export interface TemplatePreviewRequest {
  application_id: string | null;
  /** Unchecked: the API says what is wrong with it. */
  template: StatusTemplateInput;
  language: TemplateLanguage;
}

/**
 * POST /api/admin/applications/templates/:status/preview: the draft filled in, as the applicant
 * would get it. Saves nothing (a POST only because the draft is the body).
 */
export const previewStatusTemplate = (status: EmailStatus, request: TemplatePreviewRequest) =>
  adminRequest<RenderedStatusEmail>(`${templatePath(status)}/preview`, {
    method: 'POST',
    body: request,
  });
