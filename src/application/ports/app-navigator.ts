/** Where the user is and how to send them elsewhere, for flows that run outside a screen. */
export interface AppNavigator {
  currentPath(): string;
  goTo(path: string): void;
}
