// Shared by `npm run release` (scripts/release.mjs) and the release dry run: no 1.0 by accident.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The public packages, in publish order (the engine first: the others take it as a peer). */
export const PUBLIC = ['engine', 'api-client', 'react'];

const majorOf = (version) => Number(version.split('.')[0]);

/**
 * The latest CHANGELOG.md section of a package: `{ version, previous, major }`, where `major`
 * says whether a changeset asked for a major bump ("### Major Changes"); `null` without a
 * CHANGELOG.md.
 */
function latestSection(packageDir) {
  const path = join(packageDir, 'CHANGELOG.md');
  if (!existsSync(path)) return null;
  const [latest, previous] = readFileSync(path, 'utf8').split(/^## /m).slice(1);
  if (latest === undefined) return null;
  return {
    version: latest.split('\n', 1)[0].trim(),
    previous: previous?.split('\n', 1)[0].trim(),
    major: /^### Major Changes$/m.test(latest),
  };
}

/**
 * Why the public packages' versions must not be published: each package whose `package.json`
 * version left 0.x (1.0.0 or more, after a 0.x version in its CHANGELOG.md, or with none) when
 * no changeset of that release asked for `major` — what a plain `npx changeset version` does
 * after a minor engine changeset (changesets 2.x makes the engine's peers major). With fixed
 * versioning one package's "### Major Changes" covers all three. Empty when all is well.
 * @param {string} root the repository (or a copy of it)
 * @returns {string[]} one sentence per package
 */
export function unaskedExitsFromZero(root) {
  const releases = PUBLIC.map((name) => {
    const dir = join(root, 'packages', name);
    const { name: packageName, version } = JSON.parse(
      readFileSync(join(dir, 'package.json'), 'utf8'),
    );
    return { packageName, version, section: latestSection(dir) };
  });
  const askedMajor = releases.some(
    ({ version, section }) => section?.version === version && section.major,
  );
  if (askedMajor) return [];
  return releases
    .filter(({ version, section }) => {
      if (majorOf(version) === 0) return false;
      // Out of 0.x before this release: not this release's doing.
      const before = section?.version === version ? section.previous : section?.version;
      return before === undefined || majorOf(before) === 0;
    })
    .map(
      ({ packageName, version }) =>
        `${packageName}@${version} leaves 0.x, but no changeset asks for \`major\`: run \`npm run version-packages\`, not \`changeset version\` (see CONTRIBUTING.md "Versioning")`,
    );
}
