// Shared by the release dry run and the consumer test: what a package's tarball must hold.

/** Every path inside an `exports` value (strings, nested conditions), without `./`. */
function exportTargets(value) {
  if (typeof value === 'string') return [value.replace(/^\.\//, '')];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(exportTargets);
}

/** The files a package's manifest names: main, module, types and every `exports` target. */
export function entryFiles(manifest) {
  const named = [manifest.main, manifest.module, manifest.types]
    .filter((path) => typeof path === 'string')
    .map((path) => path.replace(/^\.\//, ''));
  return [...new Set([...named, ...exportTargets(manifest.exports)])];
}
