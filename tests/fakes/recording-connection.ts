import type { Connection } from '../../src/application/ports/connection';

/** Counts what the UI told about the network. */
export class RecordingConnection implements Connection {
  unreachable = 0;
  tellUnreachable = () => {
    this.unreachable += 1;
  };
}
