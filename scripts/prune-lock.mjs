// The npm registry reachable here lacks some optional platform packages (the non-Linux
// @unrs/resolver-binding-* builds). npm records the optional edge without an entry, and then
// `npm ci` refuses the lock. This drops optional edges that have no entry in the lock; run it
// (`npm run lock:prune`) after any change to dependencies. Packages that are present are untouched.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const paths = Object.keys(lock.packages);
const present = (dependency) => paths.some((path) => path.endsWith(`node_modules/${dependency}`));

let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const dependency of Object.keys(entry.optionalDependencies)) {
    if (!present(dependency)) {
      delete entry.optionalDependencies[dependency];
      pruned += 1;
    }
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`lock:prune: removed ${pruned} optional edge(s) without a lock entry\n`);
