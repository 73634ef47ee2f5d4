import { describe, expect, it } from 'vitest';
import { storedApplication } from '../application/fixtures';
import type { ApplicationRecord } from '../application/record';
import type { ApplicationHistoryEntry, ApplicationStatus } from '../application/status';
import { currentStatusEmail, statusEmailState } from './current';
import type { StatusEmailRecord } from './service';

const by = { sub: 'staff-sub', email: 'staff@example.com' };

const email = (id: string, status: StatusEmailRecord['status'], at: string): StatusEmailRecord => ({
  id,
  status,
  language: 'en',
  to: storedApplication.email,
  subject: `The ${status} e-mail`,
  text: 'Dear applicant',
  html: '<p>Dear applicant</p>',
  queued_at: at,
  delivery: 'sent',
  sent_at: at,
});

const moved = (
  from: ApplicationStatus,
  to: ApplicationStatus,
  at: string,
): ApplicationHistoryEntry => ({
  kind: 'status',
  from,
  to,
  at,
  by,
});

const sent = (mail: StatusEmailRecord): ApplicationHistoryEntry => ({
  kind: 'email',
  status: mail.status,
  email_id: mail.id,
  at: mail.queued_at,
  by,
});

function application(
  status: ApplicationStatus,
  history: ApplicationHistoryEntry[],
  emails: StatusEmailRecord[] = [],
): ApplicationRecord {
  return {
    ...storedApplication,
    status,
    history,
    status_emails: Object.fromEntries(emails.map((mail) => [mail.id, mail])),
  };
}

describe('the e-mail of the current status', () => {
  const contactedMail = email('e1', 'contacted', '2026-11-02T01:00:00.000Z');

  it('has none for a new application, or once the address is erased', () => {
    expect(currentStatusEmail(storedApplication)).toBeNull();
    const erased = application('contacted', [moved('new', 'contacted', '2026-11-02T00:00:00Z')]);
    expect(currentStatusEmail({ ...erased, anonymised_at: '2026-11-03T00:00:00Z' })).toBeNull();
  });

  it('is unsent until staff send it, then names the one sent', () => {
    const contacted = [moved('new', 'contacted', '2026-11-02T00:00:00.000Z')];
    expect(currentStatusEmail(application('contacted', contacted))).toEqual({
      status: 'contacted',
      last: null,
    });
    const later = email('e2', 'contacted', '2026-11-02T05:00:00.000Z');
    expect(
      currentStatusEmail(
        application(
          'contacted',
          [...contacted, sent(contactedMail), sent(later)],
          [contactedMail, later],
        ),
      ),
    ).toEqual({ status: 'contacted', last: later });
  });

  it("does not count an earlier status's e-mail", () => {
    const history = [
      moved('new', 'contacted', '2026-11-02T00:00:00.000Z'),
      sent(contactedMail),
      moved('contacted', 'accepted', '2026-11-03T00:00:00.000Z'),
    ];
    expect(currentStatusEmail(application('accepted', history, [contactedMail]))).toEqual({
      status: 'accepted',
      last: null,
    });
    // Moved back by a change (not a reopen): the status starts afresh.
    const movedBack = [...history, moved('accepted', 'contacted', '2026-11-03T02:00:00.000Z')];
    expect(currentStatusEmail(application('contacted', movedBack, [contactedMail]))).toEqual({
      status: 'contacted',
      last: null,
    });
  });

  describe('after a decision is reopened', () => {
    const decided = [
      moved('new', 'contacted', '2026-11-02T00:00:00.000Z'),
      sent(contactedMail),
      moved('contacted', 'accepted', '2026-11-03T00:00:00.000Z'),
    ];
    const reopened: ApplicationHistoryEntry = {
      kind: 'reopen',
      from: 'accepted',
      to: 'contacted',
      at: '2026-11-03T02:00:00.000Z',
      by,
    };

    it('keeps the e-mail sent before the decision when the applicant never heard of it', () => {
      expect(
        currentStatusEmail(application('contacted', [...decided, reopened], [contactedMail])),
      ).toEqual({ status: 'contacted', last: contactedMail });
    });

    const acceptedMail = email('e3', 'accepted', '2026-11-03T01:00:00.000Z');

    it('counts it as unsent once the applicant was e-mailed the decision, naming it as earlier', () => {
      const history = [...decided, sent(acceptedMail), reopened];
      expect(
        currentStatusEmail(application('contacted', history, [contactedMail, acceptedMail])),
      ).toEqual({
        status: 'contacted',
        last: null,
        earlier: { email: contactedMail, before: 'accepted' },
      });
    });

    it('names the latest decision e-mail after two reopens, and no earlier e-mail that failed', () => {
      const waitlistedMail = email('e4', 'waitlisted', '2026-11-04T01:00:00.000Z');
      const history = [
        ...decided,
        sent(acceptedMail),
        reopened,
        moved('contacted', 'waitlisted', '2026-11-04T00:00:00.000Z'),
        sent(waitlistedMail),
        { ...reopened, from: 'waitlisted', at: '2026-11-04T02:00:00.000Z' } as const,
      ];
      const emails = [contactedMail, acceptedMail, waitlistedMail];
      expect(currentStatusEmail(application('contacted', history, emails))).toMatchObject({
        last: null,
        earlier: { email: contactedMail, before: 'waitlisted' },
      });
      const failed = { ...contactedMail, delivery: 'failed' as const, sent_at: undefined };
      expect(
        currentStatusEmail(application('contacted', history, [failed, ...emails.slice(1)])),
      ).toEqual({ status: 'contacted', last: null });
    });
  });
});

describe('the e-mail of the current status, in an inbox row', () => {
  const contacted = [moved('new', 'contacted', '2026-11-02T00:00:00.000Z')];

  it('has none for a new application or an erased one', () => {
    expect(statusEmailState(storedApplication)).toBeNull();
    const erased = application('contacted', contacted);
    expect(statusEmailState({ ...erased, anonymised_at: '2026-11-03T00:00:00Z' })).toBeNull();
  });

  it('is not sent until staff send it, then follows its delivery', () => {
    expect(statusEmailState(application('contacted', contacted))).toBe('not_sent');
    for (const delivery of ['queued', 'sent', 'failed'] as const) {
      const mail = { ...email('e1', 'contacted', '2026-11-02T01:00:00.000Z'), delivery };
      expect(statusEmailState(application('contacted', [...contacted, sent(mail)], [mail]))).toBe(
        delivery,
      );
    }
  });
});
