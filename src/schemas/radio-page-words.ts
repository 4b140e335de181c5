import { z } from 'astro/zod';
import { template, text } from './fields';

/**
 * `src/content/words/radio-page.yaml`: every word of the radio page (/radio), the player's included. The player
 * island receives `player` as it is; a text in `{braces}` is filled in by the page and must stay.
 */
export const radioPageWordsSchema = z.strictObject({
  title: text(2, 60),
  /** For search engines and link previews; {station} is the station's name. */
  description: template(20, 180, ['station']),
  subtitle: text(2, 80),
  tip: text(10, 200),
  /** The line beside the player on what an hour of listening costs; {size} is computed from the stream's bitrate. */
  dataCost: template(5, 80, ['size']),
  popoutTitle: text(2, 60),
  player: z.strictObject({
    nowPlayingHeading: text(2, 40),
    /** Shown under "Now Playing" while the origin reports no title. */
    nowPlayingFallback: text(3, 120),
    states: z.strictObject({
      stopped: text(2, 30),
      connecting: text(2, 30),
      playing: text(2, 30),
    }),
    /** The controls' names, read out by screen readers; the play and mute buttons are named after what they will do. */
    controls: z.strictObject({
      play: text(2, 30),
      pause: text(2, 30),
      mute: text(2, 30),
      unmute: text(2, 30),
      volume: text(2, 30),
    }),
    /** The switch between the standard stream and the data saver (shown when the config names a data saver mount). */
    quality: z.strictObject({
      label: text(2, 40),
      standard: text(2, 30),
      saver: text(2, 30),
      /** Said when the player moved itself to the data saver on a slow connection; stays until the listener chooses. */
      slowConnection: text(10, 160),
    }),
    popout: z.strictObject({
      open: text(2, 40),
      hint: text(5, 120),
      playingInPopout: text(5, 120),
      /** On /radio while the radio plays in another tab's player. */
      playingElsewhere: text(5, 120),
      bringBack: text(2, 40),
      /** On /radio when the browser refused to open the window; the radio plays on in place. */
      blocked: text(5, 200),
      /** In the pop-out, when the browser would not let it start by itself. */
      pressPlay: text(5, 120),
    }),
    /**
     * The sleep timer: after the chosen minutes the sound fades out and the radio pauses. {minutes} is filled in with
     * the choice, or with the minutes left.
     */
    sleep: z.strictObject({
      label: text(2, 40),
      /** The choice that sets no timer, or cancels the one running. */
      off: text(2, 20),
      /** Each choice, as "{minutes} min". */
      choice: template(2, 20, ['minutes']),
      /** Under the choices while the timer runs; it changes once a minute and is not read out as it does. */
      left: template(5, 60, ['minutes']),
      /** Under the choices during the last seconds, while the sound fades out. */
      fading: text(5, 60),
      /** Under the choices once the timer has paused the radio, until the next play. */
      ended: text(5, 120),
      /** Read out by screen readers when a timer is set; {minutes} is the choice. */
      set: template(5, 120, ['minutes']),
      /** Read out by screen readers when the timer is cancelled. */
      cancelled: text(5, 120),
    }),
    recent: z.strictObject({
      heading: text(2, 40),
      empty: text(5, 120),
    }),
    /** The red messages under the controls (product §8). */
    messages: z.strictObject({
      playbackFailed: text(5, 120),
      /** The stream failed; the player keeps trying. */
      streamUnavailable: text(5, 120),
    }),
    /** Shown instead of the player when it cannot start; the link opens the stream in the browser's own player. */
    failed: z.strictObject({
      message: text(5, 160),
      streamLink: text(3, 60),
    }),
  }),
});

export type RadioPlayerWords = z.infer<typeof radioPageWordsSchema>['player'];
