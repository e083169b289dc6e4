import type { AppNavigator } from '../../src/application/ports/app-navigator';

export class FakeNavigator implements AppNavigator {
  visits: string[] = [];
  constructor(public path = '/') {}
  currentPath = () => this.path;
  goTo = (path: string) => {
    this.visits.push(path);
    this.path = path;
  };
}
