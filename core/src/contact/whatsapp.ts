/**
 * WhatsApp "click to chat" links (wa.me): plain links, no Business API and no fees. The number is
 * written in international form, digits only (`phoneDigits`).
 */

import { phoneDigits } from './phone';

/** Digits of the number in international form, or '' when it has too few to be one. */
export function whatsAppDigits(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length >= 8 && digits.length <= 15 ? digits : '';
}

/** A chat with this number, its first message filled in; '' when the number is not usable. */
export function whatsAppLink(phone: string, text: string): string {
  const digits = whatsAppDigits(phone);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : '';
}

/** The page a visitor writes from, as words: `/` is the home page, `/admission` "Admission". */
export function pageLabel(pathname: string): string {
  const segment = pathname.replace(/^\/+|\/+$/g, '').split('/')[0] ?? '';
  if (!segment) return 'home';
  return segment
    .split('-')
    .map((word) => (word === 'faq' ? 'FAQ' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** A visitor's first message to the institute, naming the page they were on. */
export function visitorGreeting(siteName: string, pathname: string): string {
  return `Hello ${siteName}, I have a question (I was on the ${pageLabel(pathname)} page of your website).`;
}

/** Staff's first message to an applicant about their application. */
export function applicantGreeting(input: {
  applicantName: string;
  courseName: string;
  siteName: string;
}): string {
  return `Hello ${input.applicantName}, this is ${input.siteName} about your application for ${input.courseName}.`;
}
