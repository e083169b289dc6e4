/**
 * Remembers for a few minutes that an account's old phone was verified, so a reload reopens
 * rebinding at step 2 (for that account only).
 */
export interface RebindingProgress {
  rememberVerified(userId: number): void;
  isVerified(userId: number): boolean;
  forget(): void;
}
