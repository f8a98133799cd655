// `npm run version-packages`: `changeset version` — pending changesets become new versions,
// updated dependency ranges and CHANGELOG.md entries — built from the same changesets libraries
// the CLI uses, with one correction while the packages are 0.x.
//
// @changesets/cli 2.x gives a package a *major* bump whenever a peer dependency of it gets a
// minor or major one (changesets/changesets#794, #1228; fixed in 3.x, which needs Node 22).
// @mathcols/engine is a peer dependency of @mathcols/react and @mathcols/api-client, so any
// minor engine changeset would publish them as 1.0.0. Here, a major bump that no changeset asked
// for (of the package itself, or of any package in its `fixed` group) on a 0.x package becomes a
// minor one — 0.x minors may break, by semver — and the peer ranges still move to `^0.(x+1).0`.
// A changeset that says `major` still gives a major bump. See CONTRIBUTING.md "Versioning".
// Runs in the current directory (the release dry run runs it in a temporary copy).
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const cliDir = dirname(require.resolve('@changesets/cli/package.json'));
// The CLI's own copies of its libraries, so they always match the installed CLI.
const fromCli = createRequire(`${cliDir}/`);
const { default: getReleasePlan } = fromCli('@changesets/get-release-plan');
const { default: applyReleasePlan } = fromCli('@changesets/apply-release-plan');
const { read: readConfig } = fromCli('@changesets/config');
const { getPackages } = fromCli('@manypkg/get-packages');
const semver = fromCli('semver');

const cwd = process.cwd();
const packages = await getPackages(cwd);
const config = await readConfig(cwd, packages);
const plan = await getReleasePlan(cwd, undefined, config);

if (plan.changesets.length === 0 && plan.preState?.mode !== 'exit') {
  console.log('No unreleased changesets: nothing to version.');
  process.exit(0);
}

/** The packages whose bump is asked for as `major` by a changeset, directly or via `fixed`. */
const askedMajor = new Set(
  plan.changesets.flatMap((changeset) =>
    changeset.releases.filter((release) => release.type === 'major').map((r) => r.name),
  ),
);
for (const group of config.fixed) {
  if (group.some((name) => askedMajor.has(name))) group.forEach((name) => askedMajor.add(name));
}

for (const release of plan.releases) {
  if (release.type !== 'major' || askedMajor.has(release.name)) continue;
  if (semver.major(release.oldVersion) !== 0) continue;
  const newVersion = semver.inc(release.oldVersion, 'minor');
  console.log(
    `${release.name}: ${release.oldVersion} → ${newVersion}, a minor bump (changesets 2.x alone would make it ${semver.inc(release.oldVersion, 'major')}: CONTRIBUTING.md "Versioning")`,
  );
  release.type = 'minor';
  release.newVersion = newVersion;
}

await applyReleasePlan(plan, packages, config, undefined, cliDir);
for (const release of plan.releases.filter((r) => r.type !== 'none')) {
  console.log(`${release.name}: ${release.oldVersion} → ${release.newVersion}`);
}
console.log('All files have been updated. Run `npm install` to refresh package-lock.json.');
