/** The older merchant site, which keeps a session of its own (spec 1 §7: logout signs out of both). */
export interface LegacySite {
  /** Asks the older site to sign out; nobody waits for it and a failure is ignored. */
  logout(): void;
}
