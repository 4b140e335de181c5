/**
 * What an hour of the radio costs in data, for visitors on metered connections: from RADIO.bitrateKbps
 * (src/config/radio.ts), in the decimal units phone contracts use (1 MB = 1,000,000 bytes).
 */

const SECONDS_PER_HOUR = 3600;
const BITS_PER_BYTE = 8;

export function bytesPerHour(kbps: number): number {
  return (kbps * 1000 * SECONDS_PER_HOUR) / BITS_PER_BYTE;
}

/** '58 MB' for 128 kbit/s, '1.2 GB' from 1000 MB up: whole megabytes suffice on a line that starts with "≈". */
export function dataPerHourText(kbps: number): string {
  if (!Number.isFinite(kbps) || kbps <= 0)
    throw new RangeError(`The stream's bitrate must be a positive number of kbit/s, not ${kbps}.`);
  const megabytes = bytesPerHour(kbps) / 1_000_000;
  if (megabytes >= 1000) return `${(megabytes / 1000).toFixed(1)} GB`;
  return `${Math.max(1, Math.round(megabytes))} MB`;
}
