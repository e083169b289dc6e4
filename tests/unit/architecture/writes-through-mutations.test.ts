import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 45: every write of the app is a TanStack Query mutation around its use case. In src/ui a
 * use case runs inside a `mutationFn` (a write) or a `queryFn` (a read); anywhere else only the
 * use cases below may run, each a read or a session step that is not a write of the user's data.
 */
const READ = 'a read: the list or hook that calls it runs it in its queryFn, or it only reads';
const LOCAL = 'a step in the browser: it sends nothing';
const RUN_OUTSIDE_QUERIES: Record<string, string> = {
  LoadCurrentUser: READ,
  ensure: 'the router guard restoring the session before a screen (a read)',
  LoadEditorConfig: READ,
  InspectAlbumImages: LOCAL,
  LoadAlbums: READ,
  LoadArticles: READ,
  LoadHonors: READ,
  LoadPromotions: READ,
  LoadAppeals: READ,
  LoadMessages: READ,
  CheckFeedbackReminder: READ,
  CheckOrderAction: LOCAL,
  StartFeedback: READ,
  CheckPhoneRegistered: READ,
  CheckLicense: READ,
  CheckProfileContact: READ,
  ResumeRebinding: LOCAL,
  CheckAccountProtection: READ,
  CompleteSignIn: LOCAL,
  MarkPasswordChanged: LOCAL,
};

const UI = join(__dirname, '../../../src/ui');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The class a receiver holds: `const x = useService(X)`, `container.get(X)`, `get(X)`. */
function classOf(source: string, receiver: string): string {
  const inline = /^(?:\w+\.)?get\((\w+)\)$|^useService\((\w+)\)$/.exec(receiver);
  if (inline) return inline[1] ?? inline[2] ?? receiver;
  const name = receiver.split('.').pop() ?? receiver;
  const bound = new RegExp(`\\b${name}\\s*[:=]\\s*(?:useService|(?:\\w+\\.)?get)\\((\\w+)\\)`).exec(source);
  return bound?.[1] ?? receiver;
}

function runsOutsideQueries(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ['execute', 'send'].includes(node.expression.name.text)) {
      let inside = false;
      for (let up: ts.Node | undefined = node.parent; up && !inside; up = up.parent)
        inside = ts.isPropertyAssignment(up) && ['mutationFn', 'queryFn'].includes(up.name.getText());
      const receiver = node.expression.expression.getText();
      const useCase = classOf(source, receiver);
      // `.send(` counts only on a use case taken from the container (a planned order action).
      if (!inside && (node.expression.name.text === 'execute' || useCase !== receiver)) found.push(`${relative(UI, file)}: ${useCase}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe('writes go through useMutation', () => {
  it('runs no use case in src/ui outside a mutationFn or queryFn but the listed reads and session steps', () => {
    const outside = files(UI).flatMap(runsOutsideQueries);
    const unexpected = outside.filter((line) => !(line.split(': ')[1]! in RUN_OUTSIDE_QUERIES));
    expect(unexpected).toEqual([]);
    // It parses every file of src/ui: seconds on a busy machine, more than the default 5 s.
  }, 30_000);
});
