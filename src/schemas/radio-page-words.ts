import { z } from 'astro/zod';
import { template, text } from './fields';

/**
 * `src/content/words/radio-page.yaml`: every word of the radio page (/radio), the player's included. The player
 * island receives `player` as it is; a text in `{braces}` is filled in by the page and must stay.
 */
export const radioPageWordsSchema = z.strictObject({
  /** The page's heading and browser tab title (at launch: 'Live Radio'). */
  title: text(2, 60),
  /** For search engines and link previews; {station} is the station's name. */
  description: template(20, 180, ['station']),
  /** The line under the heading (at launch: '24/7 live stream'). */
  subtitle: text(2, 80),
  /** The tip under the player (at launch: 'If audio doesn't start, click play. …'). */
  tip: text(10, 200),
  /** The line beside the player on what an hour of listening costs; {size} is computed from the stream's bitrate. */
  dataCost: template(5, 80, ['size']),
  /** The pop-out player page's heading and browser tab title. */
  popoutTitle: text(2, 60),
  player: z.strictObject({
    /** The heading above what is on air (at launch: 'Now Playing'). */
    nowPlayingHeading: text(2, 40),
    /** Shown under it while the origin reports no title (at launch: 'Live programming from our station stream.'). */
    nowPlayingFallback: text(3, 120),
    /** The player's state, beside the play button. */
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
      /**
       * Said under the switch when the player moved to the data saver by itself because the connection is slower than
       * the standard stream; it stays until the listener chooses a stream.
       */
      slowConnection: text(10, 160),
    }),
    /** The pop-out player: its control on /radio and what each window says while the other plays. */
    popout: z.strictObject({
      /** The control on /radio that opens the pop-out. */
      open: text(2, 40),
      /** One line under it: why a listener would use it. */
      hint: text(5, 120),
      /** On /radio while the pop-out plays. */
      playingInPopout: text(5, 120),
      /** On /radio while the radio plays in another tab's player. */
      playingElsewhere: text(5, 120),
      /** The control that moves the radio back to this page. */
      bringBack: text(2, 40),
      /** On /radio when the browser refused to open the window; the radio plays on in place. */
      blocked: text(5, 200),
      /** In the pop-out, when the browser would not let it start by itself. */
      pressPlay: text(5, 120),
    }),
    /** The list of titles heard this session. */
    recent: z.strictObject({
      heading: text(2, 40),
      /** Shown while nothing has been heard yet. */
      empty: text(5, 120),
    }),
    /** The red messages under the controls (product §8). */
    messages: z.strictObject({
      /** The browser refused to start playback. */
      playbackFailed: text(5, 120),
      /** The stream failed; the player keeps trying. */
      streamUnavailable: text(5, 120),
    }),
    /** Shown instead of the player when it could not start at all; the link opens the stream in the browser's own player. */
    failed: z.strictObject({
      message: text(5, 160),
      streamLink: text(3, 60),
    }),
  }),
});

/** The player's words, as the island receives them. */
export type RadioPlayerWords = z.infer<typeof radioPageWordsSchema>['player'];
