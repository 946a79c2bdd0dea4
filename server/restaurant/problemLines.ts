/** What the import command prints for a refused file: each problem on its line, then a count. */
import type { Problem } from './problems';

export function problemLines(source: string, problems: readonly Problem[]): string[] {
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return [
    ...problems.map((problem) => `${problem.path}: ${problem.message}`),
    `${source}: ${count}; nothing was imported.`,
  ];
}
