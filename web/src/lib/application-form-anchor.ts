/**
 * The id of the application form's place on /enroll. A course card's "Join the waitlist" links
 * to it, so the page opens at the form, whose first words are then the waitlist notice, rather
 * than at the page's top with the notice a screen further down (on a phone).
 */
export const APPLICATION_FORM_ID = 'application-form';
