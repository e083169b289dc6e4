/**
 * The network as the user hears about it. The request layer tells a call that got no answer;
 * the UI tells the same when a part of a screen (its own chunk) did not arrive.
 */
export interface Connection {
  /** Tells that something asked for over the network did not arrive (offline says so). */
  tellUnreachable(): void;
}
