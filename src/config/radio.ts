/** The live radio (product §4, §5, §7, §9). */
export const RADIO = {
  stationName: 'Plant Gazette Radio',
  streamPath: '/api/stream',
  streamPort: 8076,
  defaultVolume: 0.9,
  volumeMin: 0,
  volumeMax: 1,
  volumeStep: 0.01,
  /** Page Up/Down and Shift+arrow move the volume by this many steps. */
  volumeJumpSteps: 10,
  /** The first reconnection waits this long, each further one twice as long as the last… */
  reconnectBaseMs: 1000,
  /** …up to this: back within about 2 s of the station's return, at most one request per 2 s while it is down. */
  reconnectMaxMs: 2000,
  /** After this long of failures the waits grow further… */
  reconnectSlowAfterMs: 60_000,
  /** …up to this, so a long outage costs the origin about one request per listener every 15 s. */
  reconnectCapMs: 30_000,
  /** The instant reconnection after a cut waits a random share of this, so listeners cut together spread out. */
  rejoinJitterMs: 1000,
  /** Without sound this long, the player stops trying and says so; Play tries again at once. */
  giveUpAfterMs: 15 * 60_000,
  /** No data while connecting, or no progress once playing, for this long is a stall: the player reconnects. */
  stallTimeoutMs: 8000,
  /** No progress for this long with under underrunBufferS of audio ahead is a dead connection: reconnect. */
  underrunTimeoutMs: 750,
  underrunBufferS: 0.5,
  /**
   * At the first start through Media Source, the engine has this long to show that it takes MP3 as it claims; one that
   * refuses it is played through the plain element at once instead.
   */
  mediaSourceProbeMs: 500,
  /** Through MSE, playback starts once this much audio is buffered, whatever the origin's burst. */
  startBufferS: 1,
  /** A stream that played this long before it ended (a proxy cutting long responses) is resumed at once. */
  healthyPlayMs: 5000,
  /** The player starts at first idle, at the latest (a busy phone may never idle) this long after the scripts run. */
  hydrateWithinMs: 1500,
  bitrateKbps: 128,
  /** Now-playing data (optional): the host maps this path to the origin's Icecast status-json.xsl. */
  statusPath: '/api/status',
  statusPollMs: 20_000,
  /** The preview server's stand-in for the status rewrite refuses a larger response (one mount's entry is under 2 KB). */
  statusMaxBytes: 65_536,
  /**
   * Sent with every response the stream proxy passes on from an origin (the stream, the relays, the status), which only
   * passes audio there and JSON for the status, and with the demo stream's (src/server/demo-stream.mjs): no browser may
   * read such a response as another type, nor run it as a page of this site
   * (docs/deploying.md, "What the radio origin sends is served as this site").
   */
  proxiedHeaders: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' },
  /** The status asks for this mount's entry only (Icecast's `?mount=`). */
  mount: '/live',
  /** The stream proxy (src/server/stream-origin.mjs) drops an origin silent this long, so none hangs a connection. */
  originSilenceTimeoutMs: 10_000,
  /** ...and gives an origin this long for its whole response head, however it trickles in: then 502. */
  originHeadTimeoutMs: 10_000,
  /** Longer titles are cut at a word, so that an origin's runaway metadata cannot break the card. */
  nowPlayingMaxChars: 100,
  /**
   * A lower-bitrate mount on the same origin (`null` for none), used when the browser asks to save data and offered as
   * a switch. Requested as `/api/stream?port=…&mount=…`, so the host's rewrite passes the mount to the origin.
   */
  dataSaver: { mount: '/live-48', bitrateKbps: 48 } as { mount: string; bitrateKbps: number } | null,
  /**
   * Icecast relays of the origin, tried in order after the stream's own address (docs/radio.md, "The radio player").
   * Each is a path under /api/ that the host rewrites (netlify.toml), or an https:// address the CSP then allows. Each
   * must carry the data saver's mount too: a path gets `?mount=…`, an address that mount as its path's last part.
   */
  relays: ['/api/relay-1'] as readonly string[],
  /**
   * How often the player looks at the element while a connection is open: the state machine's `look`, and through Media
   * Source the join's look for a frozen connection and the look for a hole, all on this one timer.
   */
  watchdogIntervalMs: 250,
  /**
   * With this much audio ahead, and a transport that tells of a quiet connection itself (the stream reader), the
   * watchdog looks only this often (src/lib/radio/watch-pace.ts): four looks a second cost the main thread more than
   * the stream itself once it is read in a worker.
   */
  watchdogCalm: { aheadS: 1, intervalMs: 1000 },
  /** A request joined onto buffered audio, silent this long, yields to the next endpoint: Icecast responds in ms. */
  switchStallMs: 1500,
  /**
   * Through Media Source, an open connection that brings no data while the audio plays on from the buffer is frozen (a
   * phone that changed networks keeps the old one open): it is joined afresh before the buffer runs dry. Icecast sends
   * pieces at most 0.7 s apart, so 1 s of quiet with `aheadMs` or less ahead is joined at once: a join on a phone's CPU
   * takes over a second, and the next look comes a second later. src/lib/radio/join.ts; figures in docs/radio.md.
   */
  frozen: { afterMs: 2000, soonAfterMs: 1000, aheadMs: 2500 },
  /**
   * Through Media Source, the widest hole in the buffered audio at the position (audio an engine evicted ahead of it,
   * src/lib/radio/buffer-holes.ts) that the player steps over rather than rejoin; it looks at each of the watchdog's looks.
   */
  holeMaxSeconds: 30,
  /**
   * The stream reader (src/islands/radio-player/stream-reader.ts; docs/radio.md, "The stream reader"): a join is
   * confirmed by `joinConfirmFrames` equal frames after the first and decided as none after `joinGiveUpFrames` new ones
   * (src/lib/radio/frame-overlap.ts); once the buffer spans `keptSpanS`, what is more than `keptS` before its end is
   * removed; a switch of encoding takes what comes within `burstMs` of its first byte as the origin's burst; the page
   * hears of a quiet connection after `quietNoteMs`, and each `quietNoteMs` after; a response whose first
   * `notAudioAfterBytes` hold no MP3 frame is ended.
   */
  reader: {
    joinConfirmFrames: 8,
    joinGiveUpFrames: 40,
    keptSpanS: 30,
    keptS: 20,
    burstMs: 300,
    quietNoteMs: 1000,
    notAudioAfterBytes: 65_536,
  },
  /**
   * The player alone on an unindexed page in a small window (a tab on phones), playing on while the site is used. A
   * pop-out closed blockedWithinMs after it opened was closed by a blocker, not by the listener.
   */
  popout: {
    path: '/radio/popout',
    windowName: 'plant-gazette-radio',
    width: 420,
    height: 700,
    blockedWithinMs: 1000,
  },
  /** One player plays at a time across windows; a starter waits handoverWaitMs at most (a frozen tab never answers). */
  channelName: 'plant-gazette:radio',
  handoverWaitMs: 1000,
  /**
   * A window remembers at most this many other windows as playing (a listener has a tab or two and a pop-out); past
   * it, the earliest heard are forgotten, so a page flooding the channel with new ids costs each window no more.
   */
  otherWindowsKept: 4,
  /**
   * The sleep timer's choices, in minutes (src/lib/radio/sleep-timer.ts). Over its last sleepFadeMs the sound fades
   * out, a step every sleepFadeStepMs (small steps, no audible stairs); at its end the radio pauses.
   */
  sleepMinutes: [15, 30, 60, 90] as readonly number[],
  sleepFadeMs: 10_000,
  sleepFadeStepMs: 100,
  /** The titles heard this session, as "Recently played" lists them: the newest this many (src/lib/radio/heard.ts). */
  heardTitles: 10,
  /**
   * A stored or received title dated later than now by more than this is dropped: every window dates titles by the
   * same clock, which may only have been set back a little (a time sync) between hearing and reading.
   */
  heardAheadToleranceMs: 60_000,
  /** On a slow link (src/lib/radio/slow-link.ts), audio still this long with a dry buffer moves to the data saver… */
  slowLinkStallMs: 200,
  /**
   * …dry meaning under underrunBufferS ahead, or the element waiting for data with under this much ahead (Chromium waits
   * until nearly a second is buffered); an element that waits with more ahead was held up by the engine, not the link…
   */
  slowLinkWaitingAheadS: 1,
  /** …the speed being measured over this much of the latest arrivals… */
  slowLinkWindowMs: 4000,
  /** …and data having arrived within this long (a link that brings nothing is down, not slow). */
  slowLinkAliveMs: 1000,
} as const;

export const STREAM_URL = `${RADIO.streamPath}?port=${RADIO.streamPort}`;

/** In the order the player tries them. */
export const STREAM_ENDPOINTS: readonly string[] = [STREAM_URL, ...RADIO.relays];
