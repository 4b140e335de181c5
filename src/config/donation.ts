/** The donation pop-up (product §4): numbers and the address; its words are in src/content/words/donation.yaml. */
export const DONATION = {
  /** After the landing page has loaded. */
  delayMs: 3000,
  /** Its code starts at first idle, at the latest this long after the scripts run, to be ready before delayMs. */
  startWithinMs: 2000,
  /** After a visitor dismisses it, it stays hidden this many days (0: it shows on every visit). */
  snoozeDays: 7,
  /** The partner charity's page, opened in a new tab by 'Donate Now'. */
  url: 'https://green-futures-trust.example.org/donate',
} as const;
