import { IconBrandWhatsapp } from '@tabler/icons-react';
import { labelFor } from '@institute/core/application/choices';
import type { ApplicationRecord } from '@institute/core/application/record';
import { applicantGreeting, whatsAppLink } from '@institute/core/contact/whatsapp';
import { SITE } from '../../components/site-defaults';
import { NewTabButton } from '../../components/admin-blocks';
import { usePublicHome } from '../../lib/public-home-query';

/**
 * Opens WhatsApp (app or web) with a chat to the applicant's phone and a greeting filled in:
 * a plain wa.me link, sent from the staff member's own WhatsApp. Hidden when the phone number
 * cannot be one (too short, or erased).
 */
export function WhatsAppApplicant({ record }: { record: ApplicationRecord }) {
  const { data } = usePublicHome();
  const href = whatsAppLink(
    record.phone ?? '',
    applicantGreeting({
      applicantName: record.full_name,
      courseName: labelFor('course_name', record.course_name),
      siteName: data?.settings.site_name || SITE.name,
    }),
  );
  if (!href) return null;
  return (
    <NewTabButton
      href={href}
      variant="default"
      size="xs"
      leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" />}
    >
      WhatsApp this applicant
    </NewTabButton>
  );
}
