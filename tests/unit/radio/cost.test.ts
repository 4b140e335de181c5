import { bytesPerHour, dataPerHourText } from '@/lib/radio/cost';

describe('what an hour of the radio costs in data', () => {
  it('works out bytes per hour from kbit/s: 128 kbit/s is 57.6 million bytes', () => {
    expect(bytesPerHour(128)).toBe(57_600_000);
  });

  it('says it in whole megabytes, or gigabytes from a thousand megabytes', () => {
    expect(dataPerHourText(128)).toBe('58 MB');
    expect(dataPerHourText(64)).toBe('29 MB');
    expect(dataPerHourText(320)).toBe('144 MB');
    expect(dataPerHourText(2500)).toBe('1.1 GB');
    expect(dataPerHourText(1)).toBe('1 MB');
  });

  it('refuses a bitrate that is not a positive number, naming it', () => {
    for (const bad of [0, -64, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => dataPerHourText(bad)).toThrow(/bitrate must be a positive number of kbit\/s/);
    }
  });
});
