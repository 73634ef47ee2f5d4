/*
 * The default personal data notice (PDPA 2010 s7) and consent texts. They are settings, so the
 * institute's own adviser can finalise them; these defaults describe what the product really
 * does. Markup: a blank line separates blocks, "## " starts a heading, "- " a list item.
 * {contact_email}, {site_name}, {retention_periods}, {declined_months} and {accepted_months} are
 * filled in from the other settings when the notice is shown (`noticeValues`).
 */

export const DEFAULT_NOTICE_EN = `This notice explains how {site_name} handles the personal data you give us when you apply for a course, as Malaysia's Personal Data Protection Act 2010 asks. It is not legal advice.

## What we collect and why
- Your name, spiritual name, e-mail address, phone number, date of birth, gender, address and country: to identify you, contact you about your application and run the course.
- Your course choice, preferred language and schedule, prerequisites, support needs, technology access and study materials: to place you in the right course and give you the help you ask for.
- How you heard about us and any message you write: to improve how we reach students.
- For applicants under 18: the name of a parent or guardian and their consent.

## Sensitive personal data
Your answers about your spiritual background (ISKCON status, years of practice, initiation and spiritual master, courses taken before) describe your religious beliefs. The law treats these as sensitive personal data. We process them only with your explicit consent, which the form asks for separately, and only to judge which course suits you.

## Who sees your data and where it is kept
- Only institute staff whose role includes handling applications (the super administrators and course managers) can see your application. Staff who edit the website's content cannot.
- Your application is stored on Amazon Web Services servers in the Asia Pacific (Singapore) region, ap-southeast-1. We do not sell your data or share it with anyone else.
- We send you and the institute an e-mail when you apply. We may e-mail you again as the status of your application changes, and we e-mail you a code when you ask for one on the application status page, where you can see how your application stands.

## How long we keep it
An application is kept while it is being decided. After the last decision, {retention_periods}, then your personal details are removed. We keep only the course, country, status and dates, which no longer identify you, for our statistics.

While you fill in the form, your answers are saved only in this browser on this device, and are deleted after 30 days or when you submit or reset the form.

## Your rights
You may ask to see the data we hold about you and receive a copy, to correct it, or to have it erased, and you may withdraw your consent. Write to {contact_email}. We answer within 21 days. Erasing your data while your application is still being decided ends the application.

If you do not give the data the form marks as required, or do not consent, we cannot consider your application.`;

export const DEFAULT_NOTICE_MS = `Notis ini menerangkan cara {site_name} mengendalikan data peribadi yang anda berikan semasa memohon kursus, seperti yang dikehendaki oleh Akta Perlindungan Data Peribadi 2010 Malaysia. Notis ini bukan nasihat undang-undang.

## Data yang kami kumpul dan sebabnya
- Nama, nama rohani, alamat e-mel, nombor telefon, tarikh lahir, jantina, alamat dan negara anda: untuk mengenal pasti anda, menghubungi anda tentang permohonan anda dan mengendalikan kursus.
- Pilihan kursus, bahasa dan jadual pilihan, prasyarat, keperluan sokongan, akses teknologi dan bahan pembelajaran: untuk menempatkan anda dalam kursus yang sesuai dan memberi bantuan yang anda minta.
- Cara anda mengetahui tentang kami dan sebarang mesej yang anda tulis: untuk menambah baik cara kami menghubungi pelajar.
- Bagi pemohon di bawah umur 18 tahun: nama ibu bapa atau penjaga dan persetujuan mereka.

## Data peribadi sensitif
Jawapan anda tentang latar belakang kerohanian (status ISKCON, tempoh amalan, inisiasi dan guru kerohanian, kursus yang pernah diikuti) menggambarkan kepercayaan agama anda. Undang-undang menganggapnya sebagai data peribadi sensitif. Kami memprosesnya hanya dengan persetujuan nyata anda, yang diminta secara berasingan dalam borang, dan hanya untuk menentukan kursus yang sesuai untuk anda.

## Siapa yang melihat data anda dan di mana ia disimpan
- Hanya kakitangan institut yang peranannya termasuk mengendalikan permohonan (pentadbir super dan pengurus kursus) boleh melihat permohonan anda. Kakitangan yang menyunting kandungan laman web tidak boleh.
- Permohonan anda disimpan di pelayan Amazon Web Services di rantau Asia Pasifik (Singapura), ap-southeast-1. Kami tidak menjual data anda atau berkongsi dengan pihak lain.
- Kami menghantar e-mel kepada anda dan kepada institut apabila anda memohon. Kami mungkin menghantar e-mel lagi kepada anda apabila status permohonan anda berubah, dan kami menghantar kod melalui e-mel apabila anda memintanya di halaman status permohonan, tempat anda boleh melihat kedudukan permohonan anda.

## Tempoh penyimpanan
Permohonan disimpan selagi ia sedang diputuskan. Selepas keputusan terakhir, {retention_periods}, kemudian butiran peribadi anda dipadam. Kami hanya menyimpan kursus, negara, status dan tarikh, yang tidak lagi mengenal pasti anda, untuk statistik kami.

Semasa anda mengisi borang, jawapan anda disimpan hanya dalam pelayar ini pada peranti ini, dan dipadam selepas 30 hari atau apabila anda menghantar atau menetapkan semula borang.

## Hak anda
Anda boleh meminta untuk melihat data yang kami simpan tentang anda dan menerima salinannya, membetulkannya, atau memadamkannya, dan anda boleh menarik balik persetujuan anda. Tulis kepada {contact_email}. Kami menjawab dalam tempoh 21 hari. Memadam data anda semasa permohonan anda masih diputuskan akan menamatkan permohonan itu.

Jika anda tidak memberikan data yang ditanda sebagai wajib dalam borang, atau tidak memberi persetujuan, kami tidak dapat menimbang permohonan anda.`;

export const DEFAULT_CONSENT_TEXTS = {
  notice:
    'I have read the personal data notice and agree to my personal data being processed as it describes.',
  sensitive:
    'I give my explicit consent to the processing of my spiritual background answers (ISKCON status, years of practice, initiation, spiritual master and prior courses), which are sensitive personal data, for assessing my application.',
  guardian:
    'I am the parent or guardian of the applicant, who is under 18, and I consent to this application and to the processing of their personal data, including the sensitive data, as the notice describes.',
};

/** Months after the last status change before a final application is anonymised. */
export const DEFAULT_RETENTION = { declined_months: 24, accepted_months: 24 };

/** The languages of the notice. */
export type NoticeLanguage = 'en' | 'ms';

export interface NoticeSettings {
  site_name: string;
  contact_email: string;
  retention: { declined_months: number; accepted_months: number };
}

const months = (count: number, language: NoticeLanguage) =>
  language === 'ms' ? `${count} bulan` : `${count} ${count === 1 ? 'month' : 'months'}`;

/**
 * How long a decided application is kept, for the middle of the notice's sentence ("After the
 * last decision, …, then your personal details are removed"): said once when declined and
 * accepted applications are kept alike, each period in its place when they differ.
 */
export function retentionPeriods(
  { declined_months, accepted_months }: NoticeSettings['retention'],
  language: NoticeLanguage,
): string {
  if (language === 'ms') {
    return declined_months === accepted_months
      ? `permohonan yang telah diputuskan, sama ada diterima atau ditolak, disimpan selama ${months(declined_months, language)}`
      : `permohonan yang ditolak disimpan selama ${months(declined_months, language)} dan permohonan yang diterima selama ${months(accepted_months, language)}`;
  }
  return declined_months === accepted_months
    ? `a decided application, accepted or declined, is kept for ${months(declined_months, language)}`
    : `a declined application is kept for ${months(declined_months, language)} and an accepted one for ${months(accepted_months, language)}`;
}

/** The values of the notice's placeholders, in the words of its `language`. */
export function noticeValues(
  settings: NoticeSettings,
  language: NoticeLanguage,
): Record<string, string> {
  return {
    site_name: settings.site_name,
    contact_email: settings.contact_email,
    retention_periods: retentionPeriods(settings.retention, language),
    // Notices written before {retention_periods} existed name the two periods themselves.
    declined_months: String(settings.retention.declined_months),
    accepted_months: String(settings.retention.accepted_months),
  };
}
