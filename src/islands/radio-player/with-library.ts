/**
 * The parts of the Media Source connection (./mse.ts) that only a connection through the stream library uses, fetched
 * with the library at the player's start on /radio rather than in the island's first load: the stream's answers from
 * their first whole frame (./whole-frames.ts), the join at a cut (./joining.ts), the watch for holes
 * (./hole-watch.ts), and AirPlay beside a managed Media Source (./remote-playback.ts).
 */
export { fetchingWholeFrames } from './whole-frames';
export { joining } from './joining';
export { stepOverHole } from './hole-watch';
export { allowRemotePlayback } from './remote-playback';
