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
  /** The first automatic reconnection waits this long; each further attempt waits twice as long as the last… */
  reconnectBaseMs: 1000,
  /**
   * …up to this wait, however long the outage: the station is heard again within about two seconds of its return,
   * while a listener's player asks the origin no more than once every two seconds while it is down.
   */
  reconnectMaxMs: 2000,
  /** After this long of failures the waits grow further… */
  reconnectSlowAfterMs: 60_000,
  /** …up to this ceiling, so that a long outage costs the origin about one request per listener every 15 seconds. */
  reconnectCapMs: 30_000,
  /** The instant reconnection after a cut waits a random share of this, so that listeners cut together spread out. */
  rejoinJitterMs: 1000,
  /** After this long without sound the player stops trying and says so; Play tries again at once. */
  giveUpAfterMs: 15 * 60_000,
  /** This long without data while connecting, or without progress once playing, is a stall: the player reconnects. */
  stallTimeoutMs: 8000,
  /** Once playing, this long without progress and with nothing left in the buffer is a dead connection: reconnect. */
  underrunTimeoutMs: 750,
  /** Less audio than this many seconds ahead of the playing position counts as nothing left in the buffer. */
  underrunBufferS: 0.5,
  /** Through MSE, playback starts once this many seconds of audio are buffered, whatever the origin's burst. */
  startBufferS: 1,
  /** A stream that played at least this long before it ended (a proxy cutting long responses) is resumed at once. */
  healthyPlayMs: 5000,
  /**
   * The player starts when the browser is first idle, and at the latest this long after the page's scripts run (a
   * busy phone may not be idle for a long time): a press of play made before then is carried out when it starts.
   */
  hydrateWithinMs: 1500,
  /** The stream's bitrate in kbit/s, from which the page tells listeners the data cost per hour. */
  bitrateKbps: 128,
  /** Now-playing data: the host maps this path to the origin's Icecast status-json.xsl (optional). */
  statusPath: '/api/status',
  /** The now-playing data is fetched this often, and only while the stream plays. */
  statusPollMs: 20_000,
  /** The origin's mount point: the status asks for this mount's entry only (Icecast's `?mount=`). */
  mount: '/live',
  /**
   * The local stream proxy (src/server/stream-origin.mjs) gives up on an origin that sends nothing for this long, before
   * or during its answer, so that a hung origin cannot hold a listener's connection (and the proxy's) open forever.
   */
  originSilenceTimeoutMs: 10_000,
  /** A now-playing title longer than this is cut at a word, so that an origin's runaway metadata cannot break the card. */
  nowPlayingMaxChars: 100,
  /**
   * The data saver (optional: `null` for none): a lower-bitrate mount of the same station on the same origin. The
   * player uses it when the browser asks to save data and offers listeners a switch between it and the standard
   * stream. It is requested as `/api/stream?port=…&mount=…`, so the host's rewrite passes the mount to the origin.
   */
  dataSaver: { mount: '/live-48', bitrateKbps: 48 } as { mount: string; bitrateKbps: number } | null,
  /**
   * Relays of the station (empty for none), tried in this order after the stream's own address when it fails: Icecast
   * servers that mirror the origin with a `<relay>` (docs/radio.md, "The radio player"). Each is a path of this site under
   * /api/ that the host rewrites to the relay, as it does /api/stream (netlify.toml), or the relay's https:// address,
   * which the Content-Security-Policy then allows. Each must carry the data saver's mount too: a path is asked for it
   * with `?mount=…` like /api/stream, an https address with that mount in place of the last part of its path.
   */
  relays: ['/api/relay-1'] as readonly string[],
  /**
   * While the player joins a new request onto the audio it has buffered (after a cut, or moving to the next endpoint),
   * a request that brings nothing for this long is given up for the next endpoint before the buffer runs out: Icecast
   * answers within milliseconds with seconds of audio at once.
   */
  switchStallMs: 1500,
  /**
   * The pop-out player: the player alone on a page of its own (not in the sitemap, not indexed), opened from /radio in
   * a small window of this name and size, or as a new tab where the browser has no small windows (phones). The radio
   * plays on there while the listener browses the site in the main window.
   */
  popout: { path: '/radio/popout', windowName: 'plant-gazette-radio', width: 420, height: 700 },
  /**
   * The players in the listener's windows speak on this BroadcastChannel, so that only one of them plays at a time. A
   * player about to start waits at most this long for one that plays elsewhere to stop (a frozen tab never answers).
   */
  channelName: 'plant-gazette:radio',
  handoverWaitMs: 1000,
  /** The "Recently played" list keeps this many titles, newest first, for the browser session. */
  recentTitles: 10,
  /**
   * The standard stream playing on a link slower than its bitrate (src/lib/radio/slow-link.ts): once the audio has
   * stood still this long with its buffer dry while data still arrives, the player moves to the data saver by itself…
   */
  slowLinkStallMs: 200,
  /** …the link's speed being measured over this much of the latest arrivals of the connection… */
  slowLinkWindowMs: 4000,
  /** …and data having arrived within this long (a link that brings nothing is down, not slow). */
  slowLinkAliveMs: 1000,
} as const;

/** The stream's address as the audio element requests it. */
export const STREAM_URL = `${RADIO.streamPath}?port=${RADIO.streamPort}`;

/** Every address of the stream, in the order the player tries them: the stream's own, then the relays. */
export const STREAM_ENDPOINTS: readonly string[] = [STREAM_URL, ...RADIO.relays];
