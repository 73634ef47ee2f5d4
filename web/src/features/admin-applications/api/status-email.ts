import { queryOptions } from '@tanstack/react-query';
import type { ApplicationRecord } from '@institute/core/application/record';
import type {
  EmailStatus,
  RenderedStatusEmail,
  StatusEmailSend,
} from '@institute/core/status-email/template';
import { adminRequest } from '../../../lib/api';
import { applicationPath } from './application';

const statusEmailPath = (id: string) => `${applicationPath(id)}/status-email`;

/**
 * POST /api/admin/applications/:id/status-email/preview: the status's template filled in for one
 * applicant. Asked once and kept while the panel is open (staff may be editing it), dropped when
 * it closes.
 */
export const statusEmailPreviewQuery = (id: string, status: EmailStatus) =>
  queryOptions({
    queryKey: ['status-email-preview', id, status],
    queryFn: () =>
      adminRequest<RenderedStatusEmail>(`${statusEmailPath(id)}/preview`, {
        method: 'POST',
        body: { status },
      }),
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST /api/admin/applications/:id/status-email: sends it as staff left it; the history says so. */
export const sendStatusEmail = (id: string, email: StatusEmailSend) =>
  adminRequest<ApplicationRecord>(statusEmailPath(id), { method: 'POST', body: email });
