/**
 * The protocols a release speaks, written into its manifest (`metaData.airlock.protocols`). Raise one when a
 * release stops understanding the other side's current messages: the frame protocol is the app↔secure-site
 * messages (src/core/frame/messages.ts), the API protocol the cloud endpoints and their answers (src/core/api).
 * A channel never moves to a release that speaks another protocol version than the one it serves: that is a new
 * major (scripts/release/channels.ts).
 */
export type Protocols = { frame: number; api: number };

export const PROTOCOLS: Protocols = { frame: 1, api: 1 };
