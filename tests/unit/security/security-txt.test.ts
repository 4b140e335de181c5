import { securityTxt, securityTxtExpiry } from '@/lib/security/security-txt';

const fields = {
  contact: 'mailto:security@plant-gazette.org',
  expires: new Date('2027-05-25T12:34:56.789Z'),
  canonical: 'https://plant-gazette.org/.well-known/security.txt',
  preferredLanguages: ['en'],
};

describe('security.txt (RFC 9116)', () => {
  it('gives Contact, Expires in RFC 3339 to the second, Canonical and Preferred-Languages, one field a line', () => {
    expect(securityTxt(fields)).toBe(
      [
        'Contact: mailto:security@plant-gazette.org',
        'Expires: 2027-05-25T12:34:56Z',
        'Canonical: https://plant-gazette.org/.well-known/security.txt',
        'Preferred-Languages: en',
        '',
      ].join('\n'),
    );
    expect(
      securityTxt({ ...fields, contact: 'https://plant-gazette.org/report', preferredLanguages: ['en', 'fr'] }),
    ).toMatch(/^Contact: https:\/\/plant-gazette\.org\/report\n[\s\S]*\nPreferred-Languages: en, fr\n$/);
  });

  it('refuses a contact that is not a mailto: or https: address, and a canonical address that is not https, naming it', () => {
    for (const contact of [
      'security@plant-gazette.org',
      'http://plant-gazette.org/report',
      'mailto:',
      'javascript:alert(1)',
      '',
    ]) {
      expect(() => securityTxt({ ...fields, contact }), contact).toThrow(
        `SECURITY_TXT.contact must be a mailto: or https: address, not "${contact}"`,
      );
    }
    expect(() => securityTxt({ ...fields, canonical: 'http://plant-gazette.org/.well-known/security.txt' })).toThrow(
      'Canonical must be an https address',
    );
  });

  it('expires the given number of days after the build, under a year, as RFC 9116 asks', () => {
    const built = new Date('2026-11-26T10:00:00Z');
    expect(securityTxtExpiry(built, 180).toISOString()).toBe('2027-05-25T10:00:00.000Z');
    expect(securityTxtExpiry(built, 364).toISOString()).toBe('2027-11-25T10:00:00.000Z');
    for (const days of [0, 365, 400, 1.5, -3])
      expect(() => securityTxtExpiry(built, days), String(days)).toThrow(`not ${days}`);
  });
});
