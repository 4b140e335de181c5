import { z } from 'astro/zod';
import { sectionHeading, template, text } from './fields';

/** `src/content/words/contact-section.yaml`: the contact section, with the contact details shown as text. */
export const contactSectionWordsSchema = z.strictObject({
  ...sectionHeading,
  followHeading: text(3, 60),
  details: z.strictObject({
    heading: text(3, 60),
    emailLabel: text(2, 30),
    email: z.email({ error: 'Write a whole e-mail address, such as hello@example.org.' }),
    phoneLabel: text(2, 30),
    /** As people should read it; the call link keeps only its digits and +. */
    phone: text(5, 40).regex(/^\+?[\d\s().-]+$/, {
      error: 'Write the phone number with digits, spaces, ( ) - and an optional + only.',
    }),
    addressLabel: text(2, 30),
    address: text(5, 200),
  }),
  newsletter: z.strictObject({
    heading: text(3, 60),
    text: text(3, 200),
    label: text(3, 40),
    button: text(2, 30),
    /** What the button says it did, while sign-up is not open. */
    status: text(3, 200),
  }),
  /** The placeholder where the external contact form will go. */
  form: z.strictObject({
    badge: text(2, 30),
    heading: text(3, 60),
    /** {email} becomes a link to the e-mail address above. */
    text: template(10, 300, ['email']),
  }),
});
