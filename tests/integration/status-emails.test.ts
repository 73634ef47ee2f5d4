import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPage } from '@institute/core/application/inbox';
import type { ApplicationRecord } from '@institute/core/application/record';
import { applicantView } from '@institute/core/application-status/service';
import { readOutbox } from '@institute/core/notifications/outbox';
import { siteSettingService } from '@institute/core/site-setting/service';
import type {
  RenderedStatusEmail,
  StatusTemplateRecord,
} from '@institute/core/status-email/template';
import type { LocalStack } from '../../infra/local/stack';
import { validApplication } from '../support/applications';
import { call, type ErrorShape } from '../support/http';
import { untilMailQueueEmpty } from '../support/mail-queue';
import { startSignedIn } from '../support/stack';

/*
 * Status e-mails over HTTP against the local stack: templates rendered with escaping and Tamil
 * text, the language each applicant gets, and a sent e-mail in the outbox and the history.
 */

type Auth = { authorization: string };

describe('status e-mails from templates', () => {
  let stack: LocalStack;
  let auth: Record<'admin' | 'manager' | 'editor', Auth>;
  const api = <T>(method: string, path: string, who: Auth, body?: unknown) =>
    call<T & ErrorShape>(stack.url, method, `/api/admin/applications${path}`, {
      headers: who,
      body,
    });

  /** A stored application moved on to `status` by the course manager. */
  async function applicationAt(status: 'contacted' | 'accepted', overrides = {}) {
    const body = validApplication(overrides);
    const created = await call(stack.url, 'POST', '/api/applications', { body });
    expect(created.status).toBe(201);
    const id = String(body.id);
    expect((await api('PATCH', `/${id}`, auth.manager, { status: 'contacted' })).status).toBe(200);
    if (status === 'accepted') {
      expect((await api('PATCH', `/${id}`, auth.manager, { status: 'accepted' })).status).toBe(200);
    }
    // Its own e-mails (the confirmations) are out before a test counts the outbox.
    await untilMailQueueEmpty(stack);
    return id;
  }

  beforeAll(async () => {
    const started = await startSignedIn({
      admin: 'admin@example.com',
      manager: { email: 'templates.manager@example.com', group: 'course_manager' },
      editor: 'editor@example.com',
    });
    stack = started.stack;
    auth = started.auth;
    await siteSettingService(stack.deps.db).save(
      {
        settings: [
          { setting_key: 'site_name', setting_value: 'ஸ்ரீ Bhakti Institute', description: null },
          {
            setting_key: 'whatsapp_number',
            setting_value: '+60 12-345 6789',
            description: null,
          },
        ],
      },
      { sub: 'test', email: 'admin@example.com' },
    );
    // Whatever the first test files left: each test starts from a drained queue.
    await untilMailQueueEmpty(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('seeds English templates for the four statuses, with empty Malay and Tamil versions', async () => {
    const response = await api<{ items: StatusTemplateRecord[] }>('GET', '/templates', auth.admin);
    expect(response.status).toBe(200);
    expect(response.body.items.map((item) => item.status)).toEqual([
      'contacted',
      'accepted',
      'waitlisted',
      'declined',
    ]);
    for (const item of response.body.items) {
      expect(item.en.subject).not.toBe('');
      expect(item.en.body).toContain('{name}');
      expect(item).toMatchObject({ ms: null, ta: null });
    }
  });

  it('renders with escaping and Tamil text, and picks each applicant their language', async () => {
    const saved = await api<StatusTemplateRecord>('PUT', '/templates/accepted', auth.manager, {
      en: {
        subject: 'Accepted: {course}',
        body: 'Dear {name},\n\nWelcome to {course}. {status_link}',
      },
      ms: { subject: 'Diterima: {course}', body: 'Salam {name}, selamat datang ke {course}.' },
      ta: {
        subject: '{name}, நீங்கள் ஏற்றுக்கொள்ளப்பட்டீர்கள்',
        body: 'அன்புள்ள {name},\n\n{course} பாடத்திற்கு வரவேற்கிறோம். {institute}\nWhatsApp: {whatsapp_link}',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.updated_by).toBe('templates.manager@example.com');

    const tamilName = 'ராதா <b>"Krishnan"</b> & Co';
    const tamil = await applicationAt('accepted', {
      full_name: tamilName,
      email: 'tamil@example.com',
      preferred_language: 'tamil',
    });
    const ta = await api<RenderedStatusEmail>(
      'POST',
      `/${tamil}/status-email/preview`,
      auth.manager,
      { status: 'accepted' },
    );
    expect(ta.status).toBe(200);
    expect(ta.body.language).toBe('ta');
    expect(ta.body.subject).toBe(`${tamilName}, நீங்கள் ஏற்றுக்கொள்ளப்பட்டீர்கள்`);
    expect(ta.body.text).toContain(`அன்புள்ள ${tamilName},`);
    expect(ta.body.text).toContain('Bhakti-shastri பாடத்திற்கு வரவேற்கிறோம். ஸ்ரீ Bhakti Institute');
    expect(ta.body.text).toMatch(/WhatsApp: https:\/\/wa\.me\/60123456789\?text=/);
    // Escaped in the HTML part, never raw markup.
    expect(ta.body.html).toContain('அன்புள்ள ராதா &lt;b&gt;&quot;Krishnan&quot;&lt;/b&gt; &amp; Co,');
    expect(ta.body.html).not.toContain('<b>');
    expect(ta.body.html).toContain('<html lang="ta">');

    const malay = await applicationAt('accepted', {
      email: 'malay@example.com',
      preferred_language: 'other',
      other_language: 'Bahasa Melayu',
    });
    const ms = await api<RenderedStatusEmail>(
      'POST',
      `/${malay}/status-email/preview`,
      auth.manager,
      {
        status: 'accepted',
      },
    );
    expect(ms.body).toMatchObject({ language: 'ms', subject: 'Diterima: Bhakti-shastri' });

    // Hindi has no version: English.
    const other = await applicationAt('accepted', {
      email: 'hindi@example.com',
      preferred_language: 'other',
      other_language: 'Hindi',
    });
    const en = await api<RenderedStatusEmail>(
      'POST',
      `/${other}/status-email/preview`,
      auth.manager,
      {
        status: 'accepted',
      },
    );
    expect(en.body).toMatchObject({ language: 'en', subject: 'Accepted: Bhakti-shastri' });
    expect(en.body.text).toContain(`${stack.url}/application-status`);

    // A Tamil applicant for a status whose template has no Tamil version gets English.
    const contacted = await applicationAt('contacted', {
      email: 'tamil2@example.com',
      preferred_language: 'tamil',
    });
    const fallback = await api<RenderedStatusEmail>(
      'POST',
      `/${contacted}/status-email/preview`,
      auth.manager,
      { status: 'contacted' },
    );
    expect(fallback.body.language).toBe('en');
  });

  it('previews an unsaved draft with a real application in each language', async () => {
    const id = await applicationAt('contacted', { email: 'draft@example.com' });
    const draft = {
      en: { subject: 'Hello {name}', body: 'English {course}' },
      ms: null,
      ta: { subject: 'வணக்கம் {name}', body: 'தமிழ் {course}' },
    };
    const preview = await api<RenderedStatusEmail>(
      'POST',
      '/templates/declined/preview',
      auth.manager,
      {
        application_id: id,
        template: draft,
        language: 'ta',
      },
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      language: 'ta',
      subject: 'வணக்கம் Radha Krishnan',
      text: 'தமிழ் Bhakti-shastri',
    });
  });

  it('promises contact the way the applicant chose, in the e-mail’s language, and gives the reference', async () => {
    const id = await applicationAt('contacted', {
      email: 'chosen.way@example.com',
      preferred_contact: 'whatsapp',
    });
    const reference = id.replace(/-/g, '').slice(0, 8).toUpperCase();
    // The seeded Contacted template, as staff are offered it.
    const offered = await api<RenderedStatusEmail>(
      'POST',
      `/${id}/status-email/preview`,
      auth.manager,
      { status: 'contacted' },
    );
    expect(offered.status).toBe(200);
    expect(offered.body.text).toContain('We will be in touch shortly on WhatsApp;');
    expect(offered.body.text).not.toContain('by e-mail or phone');
    expect(offered.body.text).toContain(
      `Your reference is ${reference}: please quote it if you contact us.`,
    );
    // A Bahasa Malaysia version says it in Malay; a language without a version gets English words.
    const draft = {
      en: { subject: 'Hello {name}', body: 'We will call {contact_by}. Ref {reference}' },
      ms: {
        subject: 'Salam {name}',
        body: 'Kami akan menghubungi anda {contact_by}. Ruj {reference}',
      },
      ta: null,
    };
    const preview = (language: 'en' | 'ms' | 'ta') =>
      api<RenderedStatusEmail>('POST', '/templates/contacted/preview', auth.manager, {
        application_id: id,
        template: draft,
        language,
      });
    expect((await preview('ms')).body).toMatchObject({
      language: 'ms',
      text: `Kami akan menghubungi anda melalui WhatsApp. Ruj ${reference}`,
    });
    expect((await preview('ta')).body).toMatchObject({
      language: 'en',
      text: `We will call on WhatsApp. Ref ${reference}`,
    });
  });

  it('refuses unknown placeholders, a missing English version and roles without the applications permission', async () => {
    const bad = await api('PUT', '/templates/waitlisted', auth.admin, {
      en: { subject: 'Hi {fullname}', body: 'Body' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.['en.subject']).toMatch(
      /^The subject uses an unknown placeholder: \{fullname\}\. Use \{name\}/,
    );
    const noEnglish = await api('PUT', '/templates/waitlisted', auth.admin, {
      en: { subject: '', body: '' },
      ta: { subject: 'x', body: 'y' },
    });
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.error.fields?.['en.subject']).toBe('Enter a subject');
    const unknownStatus = await api('PUT', '/templates/new', auth.admin, {
      en: { subject: 'a', body: 'b' },
    });
    expect(unknownStatus.status).toBe(404);
    expect((await api('GET', '/templates', auth.editor)).status).toBe(403);
  });

  it('refuses an e-mail with a placeholder left in it or a blank subject, and sends nothing', async () => {
    const id = await applicationAt('contacted', { email: 'unfilled@example.com' });
    const before = await api<ApplicationRecord>('GET', `/${id}`, auth.manager);
    const outbox = (await readOutbox(stack.config.local!.outboxDir)).length;
    // The text staff send is already filled in: nothing would fill {bogus} or even {name}.
    const leftOver = await api('POST', `/${id}/status-email`, auth.manager, {
      status: 'contacted',
      subject: 'About {unknown_placeholder}',
      body: 'Dear {name},\n\nSee {bogus}.',
    });
    expect(leftOver.status).toBe(400);
    expect(leftOver.body.error.fields).toEqual({
      subject:
        'The subject has a placeholder left in it: {unknown_placeholder}. This e-mail is already filled in for the applicant, so write the words themselves.',
      body: 'The message has a placeholder left in it: {name}, {bogus}. This e-mail is already filled in for the applicant, so write the words themselves.',
    });
    const blank = await api('POST', `/${id}/status-email`, auth.manager, {
      status: 'contacted',
      subject: '  ',
      body: 'Dear Radha',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ subject: 'Enter a subject' });

    await untilMailQueueEmpty(stack);
    const after = await api<ApplicationRecord>('GET', `/${id}`, auth.manager);
    expect(after.body.history).toEqual(before.body.history);
    expect(after.body.status_emails).toEqual(before.body.status_emails);
    expect((await readOutbox(stack.config.local!.outboxDir)).length).toBe(outbox);
  });

  it('sends the edited e-mail through the queue, records it in the history, never the notes', async () => {
    const id = await applicationAt('accepted', { email: 'sent@example.com' });
    await api('PATCH', `/${id}`, auth.manager, { notes: 'SECRET internal remark' });
    // The status moved on: an e-mail for another status is refused.
    const stale = await api('POST', `/${id}/status-email`, auth.manager, {
      status: 'contacted',
      subject: 'x',
      body: 'y',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('wrong_status');

    // The inbox row says the applicant has not had the Accepted e-mail yet.
    const row = async () =>
      (await api<ApplicationPage>('GET', '?q=sent%40example.com', auth.manager)).body.items;
    expect((await row()).map((item) => item.status_email)).toEqual(['not_sent']);

    const before = (await readOutbox(stack.config.local!.outboxDir)).length;
    const sent = await api<ApplicationRecord>('POST', `/${id}/status-email`, auth.manager, {
      status: 'accepted',
      subject: 'Welcome, Radha <3',
      body: 'Dear Radha,\n\nSee you on Monday & bring <your> Gita.',
    });
    expect(sent.status).toBe(201);
    await untilMailQueueEmpty(stack);

    const outbox = await readOutbox(stack.config.local!.outboxDir);
    expect(outbox.length).toBe(before + 1);
    const message = outbox[0]!;
    expect(message).toMatchObject({ to: 'sent@example.com', subject: 'Welcome, Radha <3' });
    expect(message.text).toBe('Dear Radha,\n\nSee you on Monday & bring <your> Gita.');
    expect(message.html).toContain('See you on Monday &amp; bring &lt;your&gt; Gita.');
    expect(JSON.stringify(message)).not.toContain('SECRET');

    const record = (await api<ApplicationRecord>('GET', `/${id}`, auth.manager)).body;
    const entry = record.history!.at(-1)!;
    expect(entry).toMatchObject({ kind: 'email', status: 'accepted' });
    const email = Object.values(record.status_emails ?? {})[0]!;
    expect(email).toMatchObject({
      delivery: 'sent',
      subject: 'Welcome, Radha <3',
      to: 'sent@example.com',
    });
    expect((await row()).map((item) => item.status_email)).toEqual(['sent']);
    expect(JSON.stringify(record.history)).not.toContain('SECRET');
    expect(JSON.stringify(record.status_emails)).not.toContain('SECRET');
    // The applicant's status page names it as the last message.
    expect(applicantView(record).last_message).toEqual({
      subject: 'Welcome, Radha <3',
      sent_at: email.sent_at,
    });
  });

  it('sends an e-mail sent again under its id (its answer lost on the way) once', async () => {
    const id = await applicationAt('contacted', { email: 'twice@example.com' });
    const before = (await readOutbox(stack.config.local!.outboxDir)).length;
    const send = { id: randomUUID(), status: 'contacted', subject: 'Hello', body: 'Dear Gopal,' };
    const post = (body: object) =>
      api<ApplicationRecord>('POST', `/${id}/status-email`, auth.manager, body);
    const answers = [await post(send), await post(send)];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    await untilMailQueueEmpty(stack);
    expect((await readOutbox(stack.config.local!.outboxDir)).length).toBe(before + 1);
    const record = (await api<ApplicationRecord>('GET', `/${id}`, auth.manager)).body;
    expect(Object.keys(record.status_emails ?? {})).toEqual([send.id]);
    expect(record.history!.filter((entry) => entry.kind === 'email')).toHaveLength(1);
    expect(answers[1]!.body.status_emails?.[send.id]).toBeDefined();
    // A new e-mail (another id) is another e-mail.
    expect((await post({ ...send, id: randomUUID() })).status).toBe(201);
    const after = (await api<ApplicationRecord>('GET', `/${id}`, auth.manager)).body;
    expect(Object.keys(after.status_emails ?? {})).toHaveLength(2);
  });
});
